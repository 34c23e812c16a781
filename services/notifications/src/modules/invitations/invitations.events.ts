import { EventConsumer, type ServiceContext } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { recordCappedEmail } from '../deliveries/deliveries.service.js';
import { clientInvitationEmail, invitationReference } from './invitation-email.js';

export const clientInvitationDurable = 'notifications--client-invitation';

/**
 * Turns each `onboarding.client.invited.v1` (a new client, or a new code for one) into one invitation
 * e-mail to the client, within the recipient's hourly cap, recorded in the same transaction as the
 * inbox row, so a redelivered event adds nothing. Its reference names the access code, so the
 * email.sent event tells onboarding which code went out.
 */
export function clientInvitationConsumer(
  { orm, config, log }: ServiceContext<NotificationsConfig>,
  afterCommit: () => void,
): EventConsumer<onboardingEvents.ClientInvited> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: clientInvitationDurable,
    event: onboardingEvents.clientInvited,
    afterCommit,
    handle: async (em, event, eventLog) => {
      await recordCappedEmail(em, {
        eventId: event.id,
        kind: 'client.invitation',
        reference: invitationReference(event.data.accessCode.id),
        to: event.data.email,
        replyTo: config.TEAM_EMAIL,
        mail: clientInvitationEmail(event.data, config.PUBLIC_ORIGIN),
        capPerHour: config.CONFIRMATION_CAP_PER_HOUR,
        log: eventLog,
      });
    },
  });
}
