import { leadsEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { confirmsToSender, inquiryTeamEmail, proposalConfirmationEmail } from './inquiry-email.js';

export const inquiryEmailDurable = 'notifications--inquiry-email';

/** Each `leads.inquiry.received.v1`: an e-mail to the team and, for a proposal, a confirmation to its sender (capped). */
export const inquiriesModule = emailModule({
  name: 'inquiries',
  durable: inquiryEmailDurable,
  event: leadsEvents.inquiryReceived,
  record: async (mail, { data }, config) => {
    // The team's inbox, in the agency's zone, named.
    const toTeam = inquiryTeamEmail(data, config.AGENCY_TIME_ZONE);
    mail.toTeam({ kind: 'inquiry.team', replyTo: toTeam.replyTo, mail: toTeam });
    if (!confirmsToSender(data)) return;
    await mail.toRecipient({ kind: 'inquiry.confirmation', to: data.email, mail: proposalConfirmationEmail(data) });
  },
});
