import { consumer, type OutboxRelay } from '@agency/kit';
import { paymentsEvents } from '@agency/contracts';
import { applyVerifiedPayment } from './steps.service.js';

export const paymentsVerifiedDurable = 'onboarding--payments-verified';

/** payments verified a checkout (`payments.payment.verified.v1`): the client is paid and moves to its contract. */
export const paymentsVerifiedConsumer = (relay: OutboxRelay) =>
  consumer({
    durable: paymentsVerifiedDurable,
    event: paymentsEvents.paymentVerified,
    handle: (em, event, eventLog) => applyVerifiedPayment(em, event.data, eventLog),
    // The step's own event waits in the outbox: publish it now rather than at the relay's next poll.
    afterCommit: () => relay.wake(),
  });
