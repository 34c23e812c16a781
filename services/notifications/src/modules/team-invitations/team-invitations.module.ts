import { identityEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { teamInvitationEmail } from './team-invitation-email.js';

export const teamInvitationDurable = 'notifications--team-invitation';

/** Each `identity.team-invitation.sent.v1` (first sent or resent): the invitation link to the invited address (capped). */
export const teamInvitationsModule = emailModule({
  name: 'team-invitations',
  durable: teamInvitationDurable,
  event: identityEvents.teamInvitationSent,
  // The invited person has no account yet, so no zone of their own: the agency's, named.
  record: async (mail, { data }, config) => {
    await mail.toRecipient({ kind: 'team.invitation', to: data.email, mail: teamInvitationEmail(data, config.AGENCY_TIME_ZONE) });
  },
});
