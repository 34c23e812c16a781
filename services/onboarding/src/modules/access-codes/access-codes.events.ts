import { EventConsumer, type ServiceContext } from '@agency/kit';
import { identityEvents, notificationsEvents } from '@agency/contracts';
import type { OnboardingConfig } from '../../config.js';
import { markEmailed, markRedeemed } from './access-codes.service.js';

export const codeRedemptionsDurable = 'onboarding--code-redemptions';
export const invitationSentDurable = 'onboarding--invitation-sent';

/** identity made an account with a code (`identity.client-account.registered.v1`): the code is redeemed. */
export function codeRedemptionsConsumer({
  orm,
  config,
  log,
}: ServiceContext<OnboardingConfig>): EventConsumer<identityEvents.ClientAccountRegistered> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: codeRedemptionsDurable,
    event: identityEvents.clientAccountRegistered,
    handle: (em, event, eventLog) => markRedeemed(em, event.data, eventLog),
  });
}

/** notifications sent an e-mail (`notifications.email.sent.v1`): an invitation's code was e-mailed. */
export function invitationSentConsumer({
  orm,
  config,
  log,
}: ServiceContext<OnboardingConfig>): EventConsumer<notificationsEvents.EmailSent> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: invitationSentDurable,
    event: notificationsEvents.emailSent,
    handle: (em, event) => markEmailed(em, event.data),
  });
}
