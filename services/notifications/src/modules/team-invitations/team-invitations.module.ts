import { identityEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { teamInvitationEmail } from './team-invitation-email.js';

export const teamInvitationDurable = 'notifications--team-invitation';

/** Each `identity.team-invitation.sent.v1` (first sent or resent): the invitation link to the invited address (capped). */
export const teamInvitationsModule = emailModule({
  name: 'team-invitations',
  durable: teamInvitationDurable,
  event: identityEvents.teamInvitationSent,
  record: async (mail, { data }) => {
    await mail.toRecipient({ kind: 'team.invitation', to: data.email, mail: teamInvitationEmail(data) });
  },
});
