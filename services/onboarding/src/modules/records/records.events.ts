import { consumer } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import { applyAccountEmailChanged } from './records.service.js';

export const accountEmailChangedDurable = 'onboarding--account-email-changed';

/** A client's account confirmed a new address (`identity.account.email-changed.v1`): the record follows it. */
export const accountEmailChangedConsumer = consumer({
  durable: accountEmailChangedDurable,
  event: identityEvents.emailChanged,
  handle: (em, event) => applyAccountEmailChanged(em, event.data),
});
