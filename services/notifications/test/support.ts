import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, expect, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl, testService } from '@agency/kit/testing';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../tests/support/mail-catcher.js';
import { buildNotificationsService } from '../src/app.js';
import { loadNotificationsConfig } from '../src/config.js';
import { inquiryEmailDurable } from '../src/modules/inquiries/inquiries.events.js';

export const notifications = { name: 'notifications', build: buildNotificationsService, loadConfig: loadNotificationsConfig };

export const teamEmail = 'team@maplebuilders.test';
export const mailFrom = 'Maple Builders <no-reply@maplebuilders.test>';

interface DeliveryRow {
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
  to_address: string;
  reply_to: string | null;
  sent_at: string | null;
}

export function inquiryEvent(data: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    type: 'leads.inquiry.received.v1',
    occurredAt: new Date().toISOString(),
    source: 'leads',
    data: {
      inquiryId: randomUUID(),
      situationType: 'declining-sales',
      name: 'Ada Lovelace',
      email: `ada.${randomUUID().slice(0, 8)}@example.com`,
      phone: '780-555-0101',
      preferredTime: 'afternoon',
      status: 'pending',
      createdAt: '2025-11-20T18:04:05.000Z',
      ...data,
    },
  };
}

/**
 * The notifications service on fresh databases and streams, sending to a mail catcher of its own
 * (emptied before each test), and a publisher on the stream it consumes.
 */
export async function notificationsTestService() {
  let catcher: MailCatcher = await startMailCatcher();
  const smtpPort = catcher.smtpPort;
  const t = await testService(notifications, {
    afterAll,
    env: {
      SMTP_URL: catcher.smtpUrl,
      TEAM_EMAIL: teamEmail,
      MAIL_FROM: mailFrom,
      MAIL_RETRY_MAX_MS: '1000',
      MAIL_POLL_MS: '200',
    },
  });
  const nc = await connect({ servers: testNatsUrl });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const subject = `${t.namespace}.leads.inquiry.received.v1`;
  const stream = `${t.namespace}_LEADS`;
  afterAll(async () => {
    await nc.close();
    await catcher.close();
  });
  beforeEach(() => catcher.clear());

  const mail = {
    /** The catcher that is listening now (a test may stop it and start another on the same port). */
    get catcher() {
      return catcher;
    },
    stop: () => catcher.close(),
    restart: async () => {
      catcher = await startMailCatcher({ smtpPort });
    },
    /** The Message-ID of the team's e-mail about an inquiry. */
    messageIdOf: (eventId: string) => `<${eventId}.inquiry.team@agency.notifications>`,
    for: (eventId: string): CaughtMail[] => catcher.messages().filter((m) => m.messageId === mail.messageIdOf(eventId)),
    waitFor: (eventId: string, timeoutMs = 10_000) =>
      catcher.waitFor((m) => m.messageId === mail.messageIdOf(eventId), timeoutMs),
  };

  /** Publishes under a fresh Nats-Msg-Id unless told otherwise, so the broker never dedupes a repeat. */
  const publish = (payload: unknown, msgID = randomUUID()) =>
    js.publish(subject, typeof payload === 'string' ? payload : JSON.stringify(payload), { msgID });

  /** Waits until the consumer has taken and settled everything on the stream. */
  async function consumerCaughtUp(): Promise<void> {
    await vi.waitFor(
      async () => {
        const info = await jsm.consumers.info(stream, inquiryEmailDurable);
        expect(info.num_pending + info.num_ack_pending).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  const deliveriesFor = (eventId: string) =>
    t.sql<DeliveryRow>(
      'SELECT status, attempts, last_error, message_id, to_address, reply_to, sent_at FROM email_deliveries WHERE event_id = ?',
      [eventId],
    );

  return { ...t, mail, publish, consumerCaughtUp, deliveriesFor };
}
