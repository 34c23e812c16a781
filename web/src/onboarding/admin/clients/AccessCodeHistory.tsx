import { useState } from 'react';
import { ApiError } from '../../../shared/api/expectOk';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import button from '../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import text from '../../../shared/ui/text.module.css';
import { accessCodeStateLabel, formatMoment, type ClientDetail } from './clientLabels';
import { StatusBadge } from './StatusBadge';
import { useIssueAccessCode } from './useClients';
import adminPage from '../../../shared/admin/adminPage.module.css';
import styles from './AdminClientPage.module.css';
import { AdminTable } from '../../../shared/admin/AdminTable';

function Moment({ at, none = t('client.notYet') }: { at: string | null; none?: string }) {
  return at ? <time dateTime={at}>{formatMoment(at)}</time> : <span className={text.muted}>{none}</span>;
}

/** Issue new code: asked first, since the current code stops working; the new code is toasted. */
function IssueCode({ client }: { client: ClientDetail }) {
  const [asking, setAsking] = useState(false);
  const issue = useIssueAccessCode(client.id);

  const confirm = () =>
    issue.mutate(undefined, {
      onSuccess: ({ code }) => notify.success(t('client.codes.issued', { code }), { unbroken: [code] }),
      // A 409: the client registered meanwhile (ONBOARDING_ALREADY_REGISTERED).
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.status === 409 ? t('client.codes.registered') : t('client.codes.issueFailed'),
        ),
      onSettled: () => setAsking(false),
    });

  return (
    <>
      <button type="button" className={button.primary} aria-haspopup="dialog" onClick={() => setAsking(true)}>
        {t('client.codes.issue')}
      </button>
      <ConfirmDialog
        open={asking}
        question={t('client.codes.issue.confirm')}
        detail={t('client.codes.issue.detail', { email: client.email })}
        confirmLabel={issue.isPending ? t('client.codes.issuing') : t('client.codes.issue')}
        cancelLabel={t('client.codes.issue.cancel')}
        pending={issue.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * Every access code the client was given, newest first: when it was issued, e-mailed, redeemed,
 * when it expires and whether it was revoked. A client that has registered needs no new code.
 */
export function AccessCodeHistory({ client }: { client: ClientDetail }) {
  const registered = client.accessCodes.some((code) => code.state === 'redeemed');
  return (
    <section className={styles.codes} aria-labelledby="client-codes">
      <div className={styles.codesHeader}>
        <div>
          <h2 id="client-codes">{t('client.codes')}</h2>
          <p className={text.muted}>{t('client.codes.description')}</p>
        </div>
        {registered ? <p className={text.muted}>{t('client.codes.registered')}</p> : <IssueCode client={client} />}
      </div>
      {client.accessCodes.length === 0 ? (
        <p className={adminPage.empty}>{t('client.notYet')}</p>
      ) : (
        <AdminTable
          labelledBy="client-codes"
          columns={[
            t('client.codes.column.code'),
            t('client.codes.column.state'),
            t('client.codes.column.issued'),
            t('client.codes.column.emailed'),
            t('client.codes.column.redeemed'),
            t('client.codes.column.expires'),
            t('client.codes.column.revoked'),
          ]}
        >
          {client.accessCodes.map((code) => (
            <tr key={code.id}>
              <th scope="row" className={styles.code}>
                {code.code}
              </th>
              <td>
                <StatusBadge tone={code.state} label={accessCodeStateLabel(code.state)} />
              </td>
              <td>
                <Moment at={code.issuedAt} />
              </td>
              <td>
                <Moment at={code.emailedAt} />
              </td>
              <td>
                <Moment at={code.redeemedAt} />
              </td>
              <td>
                <Moment at={code.expiresAt} />
              </td>
              <td>
                <Moment at={code.revokedAt} none={t('client.codes.notRevoked')} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
