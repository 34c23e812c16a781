import { onboardingContract } from '../../contract.js';
import { paymentsVerifiedConsumer } from './steps.events.js';
import { stepOperations } from './steps.routes.js';

/**
 * The payment and video steps: payments' verified checkouts pay a client (through a consumer whose inbox
 * makes a redelivery a no-op), demo mode pays without paying, and the video completes onboarding.
 */
export const stepsModule = onboardingContract.module({
  name: 'steps',
  setup: (context) => ({
    operations: stepOperations({ orm: context.orm, relay: context.relay, demoMode: context.config.DEMO_MODE }),
    consumers: [paymentsVerifiedConsumer(context.relay)],
  }),
});
