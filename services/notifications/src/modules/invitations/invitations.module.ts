import { onboardingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { clientInvitationEmail, invitationReference } from './invitation-email.js';

export const clientInvitationDurable = 'notifications--client-invitation';

/**
 * Each `onboarding.client.invited.v1` (a new client, or a new code for one): an invitation e-mail to the
 * client (capped). Its reference names the access code, so the email.sent event tells onboarding which
 * code went out.
 */
export const invitationsModule = emailModule({
  name: 'invitations',
  durable: clientInvitationDurable,
  event: onboardingEvents.clientInvited,
  record: async (mail, { data }, config) => {
    await mail.toRecipient({
      kind: 'client.invitation',
      reference: invitationReference(data.accessCode.id),
      to: data.email,
      // An invited client has no account yet, so no zone of its own: the agency's, named.
      mail: clientInvitationEmail(data, config.PUBLIC_ORIGIN, config.AGENCY_TIME_ZONE),
    });
  },
});
