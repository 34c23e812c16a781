import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import {
  eventually,
  expectCleanShutdown,
  faultTestContext,
  messageIdOf,
  postJson,
  sleep,
  strategyCall,
  recoveryMs,
} from './harness.js';

/**
 * notifications dies after committing the inbox row and the delivery, before acking the event.
 * JetStream redelivers it to the restarted service; the inbox turns that into a no-op, and the
 * delivery already recorded goes out once.
 */

const world = faultTestContext();
const durable = 'notifications--inquiry-email';
// A short ack wait, so the redelivery comes seconds after the crash rather than the default 30 s.
const ackWait = { NATS_ACK_WAIT_MS: '2000' };

it('applies a redelivered event once when notifications crashed before acking it', async () => {
  const [leads, crashingNotifications] = await Promise.all([
    world.start('leads'),
    world.start('notifications', { AGENCY_FAULT: 'consumer:before-ack', ...ackWait }),
  ]);

  const email = `ack.${randomUUID().slice(0, 8)}@example.com`;
  const response = await postJson(`${leads.url}/inquiries/strategy-call`, strategyCall(email));
  expect(response.status).toBe(201);
  expect(await crashingNotifications.exited).toEqual({ code: null, signal: 'SIGKILL' });

  // The effect committed with its inbox row; the e-mail has not gone out.
  const deliveries = await world.query<{ event_id: string }>(
    'notifications',
    'SELECT event_id FROM email_deliveries WHERE reply_to = $1',
    [email],
  );
  expect(deliveries).toHaveLength(1);
  const eventId = deliveries[0]!.event_id;
  const rowsFor = (table: string) => world.query('notifications', `SELECT 1 FROM ${table} WHERE event_id = $1`, [eventId]);
  expect(await rowsFor('inbox_events')).toHaveLength(1);
  expect(world.mailCatcher().messages()).toHaveLength(0);

  const notifications = await world.start('notifications', ackWait);
  const mail = await world.mailCatcher().waitFor((m) => m.messageId === messageIdOf(eventId), recoveryMs);
  expect(mail.replyTo).toBe(email);

  // The event did come again, and was acked this time.
  const nc = await connect({ servers: testNatsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    await eventually(async () => {
      const info = await jsm.consumers.info(`${world.namespace}_LEADS`, durable);
      // One event on the stream, delivered at least twice (consumer_seq counts every delivery).
      expect(info.delivered.stream_seq).toBe(1);
      expect(info.delivered.consumer_seq).toBeGreaterThanOrEqual(2);
      expect(info.num_ack_pending + info.num_pending).toBe(0);
    }, recoveryMs);
  } finally {
    await nc.close();
  }
  await sleep(2000);

  expect(world.mailCatcher().messages()).toHaveLength(1);
  expect(await rowsFor('email_deliveries')).toHaveLength(1);
  expect(await rowsFor('inbox_events')).toHaveLength(1);
  await expectCleanShutdown(leads, notifications);
});
