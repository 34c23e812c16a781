import { randomUUID } from 'node:crypto';
import { EventConsumer, type ServiceContext } from '@agency/kit';
import { leadsEvents } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { EmailDelivery, messageIdFor } from '../deliveries/email-delivery.entity.js';
import { inquiryTeamEmail } from './inquiry-email.js';

export const inquiryEmailDurable = 'notifications--inquiry-email';

/**
 * Turns each `leads.inquiry.received.v1` into one pending e-mail to the team, recorded in the same
 * transaction as the inbox row, so a redelivered event adds nothing. Sending is the worker's job.
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
    handle: async (em, event) => {
      const mail = inquiryTeamEmail(event.data);
      em.create(EmailDelivery, {
        id: randomUUID(),
        eventId: event.id,
        kind: 'inquiry.team',
        toAddress: config.TEAM_EMAIL,
        replyTo: mail.replyTo,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: null,
        status: 'pending',
        attempts: 0,
        lastError: null,
        messageId: messageIdFor(event.id, 'inquiry.team'),
        recipientKey: null,
        nextAttemptAt: new Date(),
        claimedAt: null,
        createdAt: new Date(),
        sentAt: null,
      });
    },
  });
}
