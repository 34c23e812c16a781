import type { components } from '@agency/contracts/openapi/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import { saveFile } from '../../../shared/api/saveFile';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { isSessionEnded, leavePortal, useLeaveWhenSessionEnds, waitForClient, type Poll } from './portalQueries';
import { useMountedSignal } from './useMountedSignal';

export type Contract = components['schemas']['Contract'];
export type SignatureRequest = components['schemas']['SignatureRequest'];

export const VIDEO_PATH = '/onboarding/video';

/** The signature: the signer's full name as typed and the consent to sign electronically. */
export const signContract = (request: SignatureRequest) =>
  expectOk(onboardingApi.POST('/client/contract/signature', { body: request }));

export function useOwnContract() {
  const query = useQuery({
    queryKey: onboardingKeys.portal.contract,
    queryFn: () => expectOk(onboardingApi.GET('/client/contract')),
    retry: false,
  });
  useLeaveWhenSessionEnds(query.error);
  return query;
}

/** Send Contract for Signature: the sent contract replaces the preview, so the page shows its sent view. */
export function useSendContract() {
  const queryClient = useQueryClient();
  const mounted = useMountedSignal();
  return useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/client/contract/sending')),
    onSuccess: (contract) => {
      if (mounted().aborted) return;
      queryClient.setQueryData(onboardingKeys.portal.contract, contract);
      notify.success(t('contract.sent'));
    },
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else if (!mounted().aborted) notify.error(t('contract.sendFailed'));
    },
  });
}

/** How long a signature waits for the record to show it: it is written before the answer, so the first read normally does. */
export const SIGNED_POLL: Poll = { intervalMs: 500, attempts: 20 };

/**
 * After a signature (typed, or the demo's): the video page's guard reads the record afresh, so the
 * video follows once a read shows the signature (it goes into the cache); otherwise that guard would
 * send the client back here, and this page, its contract signed, on to the video again. After about
 * 10 s without it the video follows anyway, the server having said the contract is signed. The
 * signed contract goes into the cache only then, since this page leaves for the video once it has it.
 */
export function useAfterSigning() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mounted = useMountedSignal();
  return async (contract: Contract) => {
    const signal = mounted();
    await waitForClient(queryClient, (client) => client.contractSigned, SIGNED_POLL, signal);
    if (signal.aborted) return;
    queryClient.setQueryData(onboardingKeys.portal.contract, contract);
    void navigate(VIDEO_PATH, { replace: true });
  };
}

/** Mark as Signed (Demo): signs in the contact's name, only where demo mode is on. */
export function useDemoSignature() {
  const afterSigning = useAfterSigning();
  const mounted = useMountedSignal();
  return useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/client/contract/demo-signature')),
    onSuccess: (contract) => {
      if (mounted().aborted) return;
      notify.success(t('contract.signed'));
      return afterSigning(contract);
    },
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else if (!mounted().aborted) notify.error(t('contract.signFailed'));
    },
  });
}

/** The signed contract with its certificate page, saved as a PDF. */
export function useDownloadOwnContract() {
  return useMutation({
    mutationFn: () => expectOk(onboardingApi.GET('/client/contract/document', { parseAs: 'blob' })),
    onSuccess: (pdf) => saveFile(pdf as Blob, 'contract.pdf'),
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else notify.error(t('contract.downloadFailed'));
    },
  });
}
