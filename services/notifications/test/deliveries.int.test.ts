import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inquiryEvent, notificationsTestService, teamEmail, eventually } from './support.js';

const t = await notificationsTestService();
const { mail, publish, deliveriesFor, consumerCaughtUp, sentEventsOf } = t;

describe('exactly once into the delivery log', () => {
  it('treats the same event published again (under another Nats-Msg-Id) as already handled', async () => {
    const event = inquiryEvent();
    await publish(event);
    await mail.waitFor(event.id);
    await publish(event);
    await publish(event);
    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await deliveriesFor(event.id)).toHaveLength(1);
    expect(mail.for(event.id)).toHaveLength(1);
    const [inbox] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM inbox_events WHERE event_id = :eventId', {
      eventId: event.id,
    });
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
    await mail.waitFor(good.id);
    expect(mail.catcher.messages()).toHaveLength(1);
  });

  it('sends a delivery again, with the same Message-ID, when its sending lease ran out, and reports it sent once', async () => {
    // What a worker that died between the SMTP send and marking the row leaves behind.
    const eventId = randomUUID();
    const deliveryId = randomUUID();
    await t.sql(
      `INSERT INTO email_deliveries (id, event_id, kind, to_address, subject, text_body, status, attempts, message_id, next_attempt_at, claimed_at, reference)
       VALUES (:deliveryId, :eventId, 'inquiry.team', :teamEmail, 'Left behind', 'body', 'sending', 1, :messageId, now() - interval '1 second', now() - interval '2 minutes', 'left-behind')`,
      { deliveryId, eventId, teamEmail, messageId: mail.messageIdOf(eventId) },
    );
    const sent = await mail.waitFor(eventId);
    expect(sent.subject).toBe('Left behind');
    await eventually(async () => expect((await deliveriesFor(eventId))[0]).toMatchObject({ status: 'sent', attempts: 2 }));
    await eventually(async () => expect(await sentEventsOf(deliveryId)).toHaveLength(1));
    const [reported] = await sentEventsOf(deliveryId);
    // A row recorded without a correlation takes its event's id as the correlation.
    expect(reported).toMatchObject({ causationId: eventId, correlationId: eventId, data: { reference: 'left-behind' } });
  });
});

describe('when the SMTP server is down', () => {
  it('keeps the delivery pending, counting attempts and reporting nothing sent, then sends and reports it once SMTP is back', async () => {
    await mail.stop();
    const event = inquiryEvent();
    await publish(event);
    await eventually(
      async () => {
        const [row] = await deliveriesFor(event.id);
        expect(row?.status).toBe('pending');
        expect(row?.attempts).toBeGreaterThanOrEqual(2);
        expect(row?.lastError).toMatch(/ECONNREFUSED/);
      },
      { timeout: 10_000, interval: 100 },
    );
    const [unsent] = await deliveriesFor(event.id);
    expect(await sentEventsOf(unsent!.id)).toEqual([]);

    await mail.restart();
    const sent = await mail.waitFor(event.id);
    expect(sent.subject).toBe('New strategy call request: Declining Sales');
    await eventually(async () => expect((await deliveriesFor(event.id))[0]).toMatchObject({ status: 'sent', lastError: null }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.for(event.id)).toHaveLength(1);
    await eventually(async () => expect(await sentEventsOf(unsent!.id)).toHaveLength(1));
  });
});
