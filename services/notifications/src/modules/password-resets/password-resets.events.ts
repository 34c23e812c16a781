import { EventConsumer, type ServiceContext } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { recordCappedEmail } from '../deliveries/deliveries.service.js';
import { passwordResetEmail } from './password-reset-email.js';

export const passwordResetDurable = 'notifications--password-reset';

/**
 * Turns each `identity.password-reset.requested.v1` into one e-mail with the reset link to the account
 * holder, within the recipient's hourly cap, recorded in the same transaction as the inbox row, so a
 * redelivered event adds nothing.
 */
export function passwordResetConsumer(
  { orm, config, log }: ServiceContext<NotificationsConfig>,
  afterCommit: () => void,
): EventConsumer<identityEvents.PasswordResetRequested> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: passwordResetDurable,
    event: identityEvents.passwordResetRequested,
    afterCommit,
    handle: async (em, event, eventLog) => {
      await recordCappedEmail(em, {
        eventId: event.id,
        kind: 'password.reset',
        to: event.data.email,
        replyTo: config.TEAM_EMAIL,
        mail: passwordResetEmail(event.data),
        capPerHour: config.CONFIRMATION_CAP_PER_HOUR,
        log: eventLog,
      });
    },
  });
}
