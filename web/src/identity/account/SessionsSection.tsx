import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { formatMoment } from '../../shared/lib/viewerTime';
import { notify } from '../../shared/lib/notify';
import button from '../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import visuallyHidden from '../../shared/ui/visuallyHidden.module.css';
import styles from './AccountScreen.module.css';
import type { AccountSession } from './accountTypes';
import { useAccountSessions, useEndSession, useSignOutEverywhere } from './useAccount';

/** Where a session is: the place when the address tells one (a private network), and the address itself. */
function Place({ session }: { session: AccountSession }) {
  if (!session.address) return <>{t('account.sessions.unknownPlace')}</>;
  if (!session.place) return <>{session.address}</>;
  return (
    <>
      {session.place}
      <span className={styles.address}>{session.address}</span>
    </>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  const lastSeen = formatMoment(session.lastSeenAt);
  const signOut = () =>
    endSession.mutate(session.id, {
      onSuccess: () => notify.success(t('account.sessions.signedOut')),
      onError: () => notify.error(t('account.sessions.signOutFailed')),
    });
  return (
    <tr>
      <th scope="row">
        {session.device}
        {session.current && (
          <>
            {' '}
            <span className={styles.marker}>{t('account.sessions.thisDevice')}</span>
          </>
        )}
      </th>
      <td>
        <Place session={session} />
      </td>
      <td>{lastSeen}</td>
      <td>
        {/* This browser signs out with Sign Out (or everywhere, below). */}
        {!session.current && (
          <button
            type="button"
            className={button.outline}
            disabled={endSession.isPending}
            aria-label={t('account.sessions.signOutOf', { device: session.device, lastSeen })}
            onClick={signOut}
          >
            {t('account.sessions.signOut')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The browsers signed in to the account, each signed out on its own, or all at once after a confirmation. */
export function SessionsSection({ signInPath }: { signInPath: string }) {
  const sessions = useAccountSessions(true);
  const everywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('account.sessions.everywhereDone'));
        void navigate(signInPath, { replace: true });
      },
      onError: () => notify.error(t('account.sessions.everywhereFailed')),
    });

  return (
    <section className={styles.section} aria-labelledby="account-sessions">
      <h2 id="account-sessions">{t('account.sessions.title')}</h2>
      <p className={styles.lead}>{t('account.sessions.lead')}</p>
      {sessions.isPending && <StatusMessage>{t('account.loading')}</StatusMessage>}
      {sessions.isError && <StatusMessage failed>{t('account.sessions.loadFailed')}</StatusMessage>}
      {sessions.data && (
        <table className={styles.table}>
          <caption className={visuallyHidden.visuallyHidden}>{t('account.sessions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.sessions.device')}</th>
              <th scope="col">{t('account.sessions.place')}</th>
              <th scope="col">{t('account.sessions.lastSeen')}</th>
              <th scope="col">{t('account.sessions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className={`${button.danger} ${styles.everywhere}`} onClick={() => setConfirming(true)}>
        {t('account.sessions.everywhere')}
      </button>
      <ConfirmDialog
        open={confirming}
        question={t('account.sessions.everywhereQuestion')}
        detail={t('account.sessions.everywhereDetail')}
        confirmLabel={t('account.sessions.everywhereConfirm')}
        cancelLabel={t('account.sessions.cancel')}
        pending={everywhere.isPending}
        onConfirm={signOutEverywhere}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
