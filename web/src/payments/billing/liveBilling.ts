import type { QueryClient } from '@tanstack/react-query';
import { onboardingKeys } from '../../onboarding/onboardingKeys';
import { paymentsKeys } from '../paymentsKeys';
import type { BillingOf } from './useBilling';

/**
 * How long after a `billing` frame the client's record is read once more. payments answers the change at
 * once (it records the event with it), but onboarding keeps its own copy of the billing state (the record's
 * `billing`: the payment step's words, the list's badge) from the same event through its own consumer, so
 * its answer to a read made at once may not have it yet; the second read, a moment later, does.
 */
const BILLING_SETTLE_MS = 1500;

/**
 * What a screen does with payments' news of a client's billing (messaging's `billing` frame): reads the
 * subscription and invoices again (`readAgain`), and the client's record now and once more after
 * `BILLING_SETTLE_MS`. `stop` drops a read still waiting.
 */
export function billingRefresher(queryClient: QueryClient, of: BillingOf) {
  let settle: ReturnType<typeof setTimeout> | undefined;
  const billing = of.side === 'client' ? paymentsKeys.billing.client : paymentsKeys.billing.team(of.clientId);
  const record = of.side === 'client' ? onboardingKeys.portal.client : onboardingKeys.clients.detail(of.clientId);
  const readRecord = () => void queryClient.invalidateQueries({ queryKey: record });
  return {
    readAgain: () => {
      // The key is the invoices' prefix too: they are read again with the subscription.
      void queryClient.invalidateQueries({ queryKey: billing });
      readRecord();
      clearTimeout(settle);
      settle = setTimeout(readRecord, BILLING_SETTLE_MS);
    },
    stop: () => clearTimeout(settle),
  };
}
