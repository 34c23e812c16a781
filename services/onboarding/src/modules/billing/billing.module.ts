import { onboardingContract } from '../../contract.js';
import { subscriptionChangedConsumer } from './billing.events.js';

/**
 * The client's billing state: payments' reports of its subscription, kept newest first (a consumer whose inbox
 * makes a redelivery a no-op), shown on the list, the client's page and the client's own view.
 */
export const billingModule = onboardingContract.module({
  name: 'billing',
  setup: (context) => ({ consumers: [subscriptionChangedConsumer(context.relay)] }),
});
