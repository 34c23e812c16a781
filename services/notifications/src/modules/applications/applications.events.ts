import { EventConsumer, type ServiceContext } from '@agency/kit';
import { leadsEvents } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { recordCappedEmail, recordTeamEmail } from '../deliveries/deliveries.service.js';
import { applicationConfirmationEmail, applicationTeamEmail } from './application-email.js';

export const applicationEmailDurable = 'notifications--application-email';

/**
 * Turns each `leads.application.received.v1` into one pending e-mail to the team and a confirmation to
 * the applicant (within the hourly cap), recorded in the same transaction as the inbox row, so a
 * redelivered event adds nothing. Sending is the worker's job.
 */
export function applicationEmailConsumer(
  { orm, config, log }: ServiceContext<NotificationsConfig>,
  afterCommit: () => void,
): EventConsumer<leadsEvents.ApplicationReceived> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: applicationEmailDurable,
    event: leadsEvents.applicationReceived,
    afterCommit,
    handle: async (em, event, eventLog) => {
      const mail = applicationTeamEmail(event.data);
      recordTeamEmail(em, { eventId: event.id, kind: 'application.team', to: config.TEAM_EMAIL, replyTo: mail.replyTo, mail });
      await recordCappedEmail(em, {
        eventId: event.id,
        kind: 'application.confirmation',
        to: event.data.email,
        replyTo: config.TEAM_EMAIL,
        mail: applicationConfirmationEmail(event.data),
        capPerHour: config.CONFIRMATION_CAP_PER_HOUR,
        log: eventLog,
      });
    },
  });
}
