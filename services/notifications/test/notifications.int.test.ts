import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { dropTestResources, generateKeys, serviceTestEnv, testNamespace, testNatsUrl } from '@agency/kit/testing';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../tests/support/mail-catcher.js';
import { buildNotificationsService } from '../src/app.js';
import { loadNotificationsConfig } from '../src/config.js';
import { inquiryEmailDurable } from '../src/modules/inquiries/inquiries.events.js';

const namespace = testNamespace();
const keys = generateKeys();
const teamEmail = 'team@maplebuilders.test';
const mailFrom = 'Maple Builders <no-reply@maplebuilders.test>';
const subject = `${namespace}.leads.inquiry.received.v1`;
const stream = `${namespace}_LEADS`;

let catcher: MailCatcher;
let smtpPort: number;
let service: Awaited<ReturnType<typeof buildNotificationsService>>;
let nc: NatsConnection;
let js: JetStreamClient;
let jsm: JetStreamManager;

interface DeliveryRow {
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
  to_address: string;
  reply_to: string | null;
  sent_at: string | null;
}

function inquiryEvent(data: Record<string, unknown> = {}) {
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

async function deliveriesFor(eventId: string): Promise<DeliveryRow[]> {
  return service.context.orm.em
    .getConnection()
    .execute<DeliveryRow[]>(
      'SELECT status, attempts, last_error, message_id, to_address, reply_to, sent_at FROM email_deliveries WHERE event_id = ?',
      [eventId],
    );
}

const mailsFor = (eventId: string): CaughtMail[] =>
  catcher.messages().filter((mail) => mail.messageId === `<${eventId}@agency.notifications>`);
const waitForMail = (eventId: string, timeoutMs = 10_000) =>
  catcher.waitFor((mail) => mail.messageId === `<${eventId}@agency.notifications>`, timeoutMs);

beforeAll(async () => {
  catcher = await startMailCatcher();
  smtpPort = catcher.smtpPort;
  const env = serviceTestEnv(namespace, 'notifications', keys, {
    SMTP_URL: catcher.smtpUrl,
    TEAM_EMAIL: teamEmail,
    MAIL_FROM: mailFrom,
    MAIL_RETRY_MAX_MS: '1000',
    MAIL_POLL_MS: '200',
  });
  service = await buildNotificationsService(loadNotificationsConfig(env));
  await service.app.ready();
  await service.events.ready();
  nc = await connect({ servers: testNatsUrl });
  js = jetstream(nc);
  jsm = await jetstreamManager(nc);
});

afterAll(async () => {
  await service?.app.close();
  await nc?.close();
  await catcher?.close();
  await dropTestResources(namespace);
});

beforeEach(() => catcher.clear());

describe('the team e-mail for a new inquiry', () => {
  it('records one delivery and sends one e-mail to the team, with the visitor as Reply-To', async () => {
    const event = inquiryEvent();
    await publish(event);
    const mail = await waitForMail(event.id);

    expect(mail.to).toEqual([teamEmail]);
    expect(mail.headers.from).toBe(mailFrom);
    expect(mail.subject).toBe('New strategy call request: Declining Sales');
    expect(mail.replyTo).toBe(event.data.email);
    expect(mail.text).toContain('Name:           Ada Lovelace');
    expect(mail.text).toContain(`E-mail:         ${event.data.email}`);
    expect(mail.text).toContain('Phone:          780-555-0101');
    expect(mail.text).toContain('Preferred time: afternoon (12PM-5PM)');
    expect(mail.text).toContain('Submitted:      2025-11-20 18:04 UTC');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.html).toBeUndefined();

    await vi.waitFor(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [row] = await deliveriesFor(event.id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      to_address: teamEmail,
      message_id: mail.messageId,
    });
    expect(row?.sent_at).toEqual(expect.any(String));
  });

  it('titles a business-stage inquiry by its stage and says when no phone was given', async () => {
    const email = `owner.${randomUUID().slice(0, 8)}@shop.ca`;
    const event = inquiryEvent({ situationType: 'business-stage-3', name: email, email, phone: '', preferredTime: 'any' });
    await publish(event);
    const mail = await waitForMail(event.id);
    expect(mail.subject).toBe('New business stage inquiry: Business Stage 3');
    expect(mail.text).toContain('Phone:          not given');
    expect(mail.text).toContain('Preferred time: any');
    expect(mail.replyTo).toBe(email);
  });

  it('keeps CR/LF a visitor smuggled into the data out of the headers', async () => {
    const event = inquiryEvent({ situationType: 'poor-roi\r\nBcc: victim@example.com' });
    await publish(event);
    const mail = await waitForMail(event.id);
    expect(mail.subject).toBe('New strategy call request: Poor Roi Bcc: victim@example.com');
    expect(mail.to).toEqual([teamEmail]);
    expect(mail.headers.bcc).toBeUndefined();
  });
});

describe('exactly once into the delivery log', () => {
  it('treats the same event published again (under another Nats-Msg-Id) as already handled', async () => {
    const event = inquiryEvent();
    await publish(event);
    await waitForMail(event.id);
    await publish(event);
    await publish(event);
    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await deliveriesFor(event.id)).toHaveLength(1);
    expect(mailsFor(event.id)).toHaveLength(1);
    const [inbox] = await service.context.orm.em
      .getConnection()
      .execute<{ n: string }[]>('SELECT count(*) AS n FROM inbox_events WHERE event_id = ?', [event.id]);
    expect(Number(inbox?.n)).toBe(1);
  });

  it('drops events that fail their schema and keeps handling the ones that follow', async () => {
    const badData = inquiryEvent({ inquiryId: 'not-a-uuid', email: undefined });
    const badEnvelope = { ...inquiryEvent(), id: 'nope' };
    await publish(badData);
    await publish(badEnvelope);
    await publish('this is not JSON');
    await consumerCaughtUp();
    expect(await deliveriesFor(badData.id)).toHaveLength(0);

    const good = inquiryEvent();
    await publish(good);
    await waitForMail(good.id);
    expect(catcher.messages()).toHaveLength(1);
  });

  it('sends a delivery again, with the same Message-ID, when its sending lease ran out', async () => {
    // What a worker that died between the SMTP send and marking the row leaves behind.
    const eventId = randomUUID();
    await service.context.orm.em.getConnection().execute(
      `INSERT INTO email_deliveries (id, event_id, kind, to_address, subject, text_body, status, attempts, message_id, next_attempt_at, claimed_at)
       VALUES (?, ?, 'inquiry.team', ?, 'Left behind', 'body', 'sending', 1, ?, now() - interval '1 second', now() - interval '2 minutes')`,
      [randomUUID(), eventId, teamEmail, `<${eventId}@agency.notifications>`],
    );
    const mail = await waitForMail(eventId);
    expect(mail.subject).toBe('Left behind');
    await vi.waitFor(async () => expect((await deliveriesFor(eventId))[0]).toMatchObject({ status: 'sent', attempts: 2 }));
  });
});

describe('when the SMTP server is down', () => {
  it('keeps the delivery pending, counting attempts, and sends it once SMTP is back', async () => {
    await catcher.close();
    const event = inquiryEvent();
    await publish(event);
    await vi.waitFor(
      async () => {
        const [row] = await deliveriesFor(event.id);
        expect(row?.status).toBe('pending');
        expect(row?.attempts).toBeGreaterThanOrEqual(2);
        expect(row?.last_error).toMatch(/ECONNREFUSED/);
      },
      { timeout: 10_000, interval: 100 },
    );

    catcher = await startMailCatcher({ smtpPort });
    const mail = await waitForMail(event.id);
    expect(mail.subject).toBe('New strategy call request: Declining Sales');
    await vi.waitFor(async () => expect((await deliveriesFor(event.id))[0]).toMatchObject({ status: 'sent', last_error: null }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsFor(event.id)).toHaveLength(1);
  });
});

describe('health', () => {
  it('is live and ready with the database and NATS', async () => {
    expect((await service.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await service.app.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', nats: 'ok' },
    });
  });
});
