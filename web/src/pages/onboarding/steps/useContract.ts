import type { components } from '@agency/contracts/openapi/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { expectOk } from '../../../api/expectOk';
import { onboardingApi } from '../../../api/onboardingClient';
import { t } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import { isSessionEnded, leavePortal, portalKeys, useLeaveWhenSessionEnds } from './portalQueries';

export type Contract = components['schemas']['Contract'];
export type SignatureRequest = components['schemas']['SignatureRequest'];

export const VIDEO_PATH = '/onboarding/video';

export function useOwnContract() {
  const query = useQuery({
    queryKey: portalKeys.contract,
    queryFn: () => expectOk(onboardingApi.GET('/client/contract')),
    retry: false,
  });
  useLeaveWhenSessionEnds(query.error);
  return query;
}

/** Send Contract for Signature: the sent contract replaces the preview, so the page shows its sent view. */
export function useSendContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/client/contract/sending')),
    onSuccess: (contract) => {
      queryClient.setQueryData(portalKeys.contract, contract);
      notify.success(t('contract.sent'));
    },
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else notify.error(t('contract.sendFailed'));
    },
  });
}

/** After a signature (typed, or the demo's): the record is read again on the next step, which is the video. */
export function useAfterSigning() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (contract: Contract) => {
    queryClient.setQueryData(portalKeys.contract, contract);
    void queryClient.invalidateQueries({ queryKey: portalKeys.client });
    void navigate(VIDEO_PATH, { replace: true });
  };
}

/** Mark as Signed (Demo): signs in the contact's name, only where demo mode is on. */
export function useDemoSignature() {
  const afterSigning = useAfterSigning();
  return useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/client/contract/demo-signature')),
    onSuccess: (contract) => {
      notify.success(t('contract.signed'));
      afterSigning(contract);
    },
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else notify.error(t('contract.signFailed'));
    },
  });
}
