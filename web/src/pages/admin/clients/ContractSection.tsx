import type { components } from '@agency/contracts/openapi/onboarding';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, expectOk } from '../../../api/expectOk';
import { onboardingApi } from '../../../api/onboardingClient';
import { saveFile } from '../../../api/saveFile';
import { t } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import button from '../../../ui/button.module.css';
import text from '../../../ui/text.module.css';
import { DetailList } from '../DetailDialog';
import adminPage from '../adminPage.module.css';
import { formatMoment } from './clientLabels';
import styles from './AdminClientPage.module.css';

type ContractRecord = components['schemas']['ContractRecord'];

/** The client's contract; null when none was sent (ONBOARDING_CONTRACT_NOT_FOUND). */
function useClientContract(clientId: string) {
  return useQuery({
    queryKey: ['clients', 'contract', clientId],
    queryFn: async () => {
      try {
        return await expectOk(onboardingApi.GET('/admin/clients/{clientId}/contract', { params: { path: { clientId } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

function DownloadPdf({ clientId }: { clientId: string }) {
  const download = useMutation({
    mutationFn: () =>
      expectOk(
        onboardingApi.GET('/admin/clients/{clientId}/contract/document', { params: { path: { clientId } }, parseAs: 'blob' }),
      ),
    onSuccess: (pdf) => saveFile(pdf as Blob, `contract-${clientId}.pdf`),
    onError: () => notify.error(t('client.contract.downloadFailed')),
  });
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
