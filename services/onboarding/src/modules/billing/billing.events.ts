import { consumer, type OutboxRelay } from '@agency/kit';
import { paymentsEvents } from '@agency/contracts';
import { applySubscriptionChanged } from './billing.service.js';

export const subscriptionChangedDurable = 'onboarding--subscription-changed';

/** payments reports a client's subscription (`payments.subscription.changed.v1`): the client's billing state follows. */
export const subscriptionChangedConsumer = (relay: OutboxRelay) =>
  consumer({
    durable: subscriptionChangedDurable,
    event: paymentsEvents.subscriptionChanged,
    handle: (em, event, eventLog) => applySubscriptionChanged(em, event.data, eventLog),
    // A plan switch's own event waits in the outbox: publish it now rather than at the relay's next poll.
    afterCommit: () => relay.wake(),
  });
