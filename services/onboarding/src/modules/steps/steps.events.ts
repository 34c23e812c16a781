import { EventConsumer, type OutboxRelay, type ServiceContext } from '@agency/kit';
import { paymentsEvents } from '@agency/contracts';
import type { OnboardingConfig } from '../../config.js';
import { applyVerifiedPayment } from './steps.service.js';

export const paymentsVerifiedDurable = 'onboarding--payments-verified';

/** payments verified a checkout (`payments.payment.verified.v1`): the client is paid and moves to its contract. */
export function paymentsVerifiedConsumer(
  { orm, config, log }: ServiceContext<OnboardingConfig>,
  relay: OutboxRelay,
): EventConsumer<paymentsEvents.PaymentVerified> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: paymentsVerifiedDurable,
    event: paymentsEvents.paymentVerified,
    handle: (em, event, eventLog) => applyVerifiedPayment(em, event.data, eventLog),
    // The step's own event waits in the outbox: publish it now rather than at the relay's next poll.
    afterCommit: () => relay.wake(),
  });
}
