import { useQuery } from '@tanstack/react-query';
import { expectOk } from '../../../api/expectOk';
import { onboardingApi } from '../../../api/onboardingClient';
import { onboardingKeys } from '../../../api/onboardingKeys';

/** The client records of the last 24 hours, as the payment diagnostic shows them; a failure is shown, not retried. */
export function usePaymentStatus() {
  return useQuery({
    queryKey: onboardingKeys.paymentStatus,
    queryFn: () => expectOk(onboardingApi.GET('/admin/payment-status')),
    retry: false,
  });
}
