import { useQuery } from '@tanstack/react-query';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../../onboarding/onboardingClient';
import { onboardingKeys } from '../../../onboarding/onboardingKeys';

/** The client records of the last 24 hours, as the payment diagnostic shows them; a failure is shown, not retried. */
export function usePaymentStatus() {
  return useQuery({
    queryKey: onboardingKeys.paymentStatus,
    queryFn: () => expectOk(onboardingApi.GET('/admin/payment-status')),
    retry: false,
  });
}
