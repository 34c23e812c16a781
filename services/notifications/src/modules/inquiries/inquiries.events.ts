import { EventConsumer, type ServiceContext } from '@agency/kit';
import { leadsEvents } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { recordCappedEmail, recordTeamEmail } from '../deliveries/deliveries.service.js';
import { confirmsToSender, inquiryTeamEmail, proposalConfirmationEmail } from './inquiry-email.js';

export const inquiryEmailDurable = 'notifications--inquiry-email';

/**
 * Turns each `leads.inquiry.received.v1` into one pending e-mail to the team and, for a proposal, a
 * confirmation to its sender (within the hourly cap), recorded in the same transaction as the inbox
 * row, so a redelivered event adds nothing. Sending is the worker's job.
 */
export function inquiryEmailConsumer(
  { orm, config, log }: ServiceContext<NotificationsConfig>,
  afterCommit: () => void,
): EventConsumer<leadsEvents.InquiryReceived> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: inquiryEmailDurable,
    event: leadsEvents.inquiryReceived,
    afterCommit,
    handle: async (em, event, eventLog) => {
      const mail = inquiryTeamEmail(event.data);
      recordTeamEmail(em, { eventId: event.id, kind: 'inquiry.team', to: config.TEAM_EMAIL, replyTo: mail.replyTo, mail });
      if (!confirmsToSender(event.data)) return;
      await recordCappedEmail(em, {
        eventId: event.id,
        kind: 'inquiry.confirmation',
        to: event.data.email,
        replyTo: config.TEAM_EMAIL,
        mail: proposalConfirmationEmail(event.data),
        capPerHour: config.CONFIRMATION_CAP_PER_HOUR,
        log: eventLog,
      });
    },
  });
}
