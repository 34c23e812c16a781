import { leadsEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { applicationConfirmationEmail, applicationTeamEmail } from './application-email.js';

export const applicationEmailDurable = 'notifications--application-email';

/** Each `leads.application.received.v1`: an e-mail to the team and a confirmation to the applicant (capped). */
export const applicationsModule = emailModule({
  name: 'applications',
  durable: applicationEmailDurable,
  event: leadsEvents.applicationReceived,
  record: async (mail, { data }, config) => {
    // The team's inbox, in the agency's zone, named.
    const toTeam = applicationTeamEmail(data, config.AGENCY_TIME_ZONE);
    mail.toTeam({ kind: 'application.team', replyTo: toTeam.replyTo, mail: toTeam });
    await mail.toRecipient({ kind: 'application.confirmation', to: data.email, mail: applicationConfirmationEmail(data) });
  },
});
