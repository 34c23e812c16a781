import type { components } from '@agency/contracts/openapi/onboarding';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import { DetailList } from '../../../shared/admin/DetailDialog';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { formatMoment } from './clientLabels';
import { useClientContract, useDownloadClientContract } from './useClients';
import styles from './AdminClientPage.module.css';

type ContractRecord = components['schemas']['ContractRecord'];

function DownloadPdf({ clientId }: { clientId: string }) {
  const download = useDownloadClientContract(clientId);
  return (
    <button type="button" className={button.outline} disabled={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? t('client.contract.downloading') : t('client.contract.download')}
    </button>
  );
}

function ContractDetails({ contract }: { contract: ContractRecord }) {
  const { signature, verification } = contract;
  return (
    <DetailList
      notGiven={t('client.notYet')}
      details={[
        { label: t('client.contract.status'), value: t(`client.contract.status.${contract.status}`) },
        { label: t('client.contract.version'), value: contract.version },
        { label: t('client.contract.envelope'), value: contract.envelopeId },
        { label: t('client.contract.sentAt'), value: formatMoment(contract.sentAt) },
        { label: t('client.contract.signer'), value: signature?.fullName ?? '' },
        { label: t('client.contract.signedAt'), value: signature ? formatMoment(signature.signedAt) : '' },
        { label: t('client.contract.ip'), value: signature?.ipAddress ?? '' },
        { label: t('client.contract.userAgent'), value: signature?.userAgent ?? '', long: true },
        { label: t('client.contract.sha256'), value: <code className={styles.digest}>{contract.sha256}</code>, long: true },
        {
          label: t('client.contract.verification'),
          value: verification.valid
            ? t('client.contract.verified')
            : t('client.contract.tampered', { sha256: verification.computedSha256 }),
          long: true,
        },
      ]}
    />
  );
}

/** The client's contract: its status, the signature record, whether the stored text still verifies, and the signed PDF. */
export function ContractSection({ clientId }: { clientId: string }) {
  const contract = useClientContract(clientId);
  let body;
  if (contract.isPending) body = <p className={text.muted}>{t('client.contract.loading')}</p>;
  else if (contract.isError) body = <p className={text.muted}>{t('client.contract.loadFailed')}</p>;
  else if (!contract.data) body = <p className={text.muted}>{t('client.contract.none')}</p>;
  else body = <ContractDetails contract={contract.data} />;

  return (
    <section className={`${adminPage.card} ${styles.contract}`} aria-labelledby="client-contract">
      <div className={styles.codesHeader}>
        <h2 id="client-contract">{t('client.contract')}</h2>
        {contract.data?.status === 'signed' && <DownloadPdf clientId={clientId} />}
      </div>
      {body}
    </section>
  );
}
