import { consumer } from '@agency/kit';
import { identityEvents, notificationsEvents } from '@agency/contracts';
import { markEmailed, markRedeemed } from './access-codes.service.js';

export const codeRedemptionsDurable = 'onboarding--code-redemptions';
export const invitationSentDurable = 'onboarding--invitation-sent';

/** identity made an account with a code (`identity.client-account.registered.v1`): the code is redeemed. */
export const codeRedemptionsConsumer = consumer({
  durable: codeRedemptionsDurable,
  event: identityEvents.clientAccountRegistered,
  handle: (em, event, eventLog) => markRedeemed(em, event.data, eventLog),
});

/** notifications sent an e-mail (`notifications.email.sent.v1`): an invitation's code was e-mailed. */
export const invitationSentConsumer = consumer({
  durable: invitationSentDurable,
  event: notificationsEvents.emailSent,
  handle: (em, event) => markEmailed(em, event.data),
});
