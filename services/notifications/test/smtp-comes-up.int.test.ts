import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DeliveryKind } from '../src/modules/deliveries/email-delivery.entity.js';
import { eventually, inquiryEvent, meetingEvent, notificationsTestService, teamEmail } from './support.js';

/**
 * The SMTP server refuses connections (it is not up yet, as when it starts after the services, or it restarts)
 * and comes up later: the e-mails recorded meanwhile go out within seconds, whatever back-off their refusals
 * left them with. The service runs with its default back-off (doubling up to five minutes).
 */
const t = await notificationsTestService({ MAIL_RETRY_MAX_MS: '300000' });
const { mail, publish, deliveriesFor } = t;

/** What the SMTP server's coming up may take the e-mail, with the machine busy: far less than the back-off held it. */
const promptlyMs = 10_000;

/**
 * Publishes `event` while SMTP refuses connections, waits for its refused first attempt, then leaves its row as
 * seven refusals in a row leave it (1 + 2 + … + 32 s of trying, the next attempt 64 s away).
 */
async function refusedSeveralTimes(event: { id: string }, kind: DeliveryKind): Promise<void> {
  await mail.stop();
  await publish(event);
  await eventually(async () => {
    const [row] = await deliveriesFor(event.id);
    expect(row).toMatchObject({ kind, status: 'pending' });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    const held = await t.sql(
      `UPDATE email_deliveries SET attempts = 7, next_attempt_at = now() + interval '64 seconds'
       WHERE event_id = :eventId AND status = 'pending' RETURNING id`,
      { eventId: event.id },
    );
    expect(held).toHaveLength(1);
  });
}

describe('an SMTP server that refused connections and comes up', () => {
  it('gets the e-mails held back by the refusals within seconds, not after their back-off', async () => {
    const event = inquiryEvent();
    await refusedSeveralTimes(event, 'inquiry.team');

    await mail.restart();
    const restartedAt = Date.now();
    const sent = await mail.waitFor(event.id, 'inquiry.team', promptlyMs);
    expect(Date.parse(sent.receivedAt) - restartedAt).toBeLessThan(promptlyMs);
    await eventually(async () => expect((await deliveriesFor(event.id))[0]).toMatchObject({ status: 'sent', attempts: 8 }));
  });

  it('gets a moved meeting’s calendar e-mail within seconds of coming up', async () => {
    const event = meetingEvent('updated');
    await refusedSeveralTimes(event, 'meeting.updated');

    await mail.restart();
    const sent = await mail.waitFor(event.id, 'meeting.updated', promptlyMs);
    expect(sent.subject).toContain('has changed');
    expect(sent.attachments.map((attachment) => attachment.filename)).toEqual(['meeting.ics']);
    expect(mail.allFor(event.id)).toHaveLength(1);
  });
});

describe('a service starting while e-mails wait out the back-off of refusals an earlier run met', () => {
  it('sends them within seconds of its start once it reaches the SMTP server', async () => {
    // What a run whose SMTP server was not up leaves behind: a row refused seven times, next tried in 64 s.
    const eventId = randomUUID();
    await t.sql(
      `INSERT INTO email_deliveries (id, event_id, kind, to_address, subject, text_body, status, attempts, last_error,
         message_id, next_attempt_at)
       VALUES (:id, :eventId, 'inquiry.team', :teamEmail, 'Left waiting', 'body', 'pending', 7,
         'Error: connect ECONNREFUSED 127.0.0.1:1025', :messageId, now() + interval '64 seconds')`,
      { id: randomUUID(), eventId, teamEmail, messageId: mail.messageIdOf(eventId) },
    );

    const restarted = await t.another();
    try {
      const sent = await mail.waitFor(eventId, 'inquiry.team', promptlyMs);
      expect(sent.subject).toBe('Left waiting');
    } finally {
      await restarted.app.close();
    }
  });
});
