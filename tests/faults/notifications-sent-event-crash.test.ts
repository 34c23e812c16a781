import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import type { EmailSent } from '@agency/contracts/events/notifications';
import { eventually, expectCleanShutdown, faultTestContext, sleep, recoveryMs } from './harness.js';

/**
 * notifications.email.sent.v1 is recorded by the transaction that marks a delivery sent, so a crash
 * on either side of that transaction still puts it on the stream exactly once:
 * - after the SMTP server accepted the mail, before the mark: the lease runs out, the mail goes again
 *   (at-least-once, same Message-ID) and the event comes with the one mark;
 * - after the mark committed, before the relay published: the restarted relay publishes the outbox
 *   row, and the mail is not sent again.
 * Invitations are published straight onto the ONBOARDING stream, as onboarding's relay would.
 */

const world = faultTestContext();
let nc: NatsConnection;
beforeAll(async () => {
  nc = await connect({ servers: testNatsUrl });
});
afterAll(async () => {
  await nc.close();
});

function invitation() {
  const accessCodeId = randomUUID();
  return {
    id: randomUUID(),
    type: 'onboarding.client.invited.v1',
    occurredAt: new Date().toISOString(),
    source: 'onboarding',
    data: {
      clientId: randomUUID(),
      businessName: 'Prairie Bakery',
      contactName: 'Jane Doe',
      email: `jane.${randomUUID().slice(0, 8)}@prairiebakery.ca`,
      package: 'growth',
      accessCode: { id: accessCodeId, code: 'MB-FAULT1', expiresAt: '2026-12-20T18:04:05.000Z' },
      revokedAccessCodeIds: [],
      invitedAt: new Date().toISOString(),
    },
  };
}

/** Publishes once the service has made the stream (it does so in the background after start-up). */
const publish = (event: ReturnType<typeof invitation>) =>
  eventually(() =>
    jetstream(nc).publish(`${world.namespace}.${event.type}`, JSON.stringify(event), { msgID: event.id, timeout: 1000 }),
  );

const messageIdOf = (eventId: string) => `<${eventId}.client.invitation@agency.notifications>`;
const mailsFor = (eventId: string) =>
  world
    .mailCatcher()
    .messages()
    .filter((m) => m.messageId === messageIdOf(eventId));

const deliveryOf = async (eventId: string) =>
  (
    await world.query<{ id: string; status: string; attempts: number }>(
      'notifications',
      'SELECT id, status, attempts FROM email_deliveries WHERE event_id = $1',
      [eventId],
    )
  )[0];

const sentEventsOf = async (deliveryId: string) =>
  (await world.streamEvents<EmailSent>('NOTIFICATIONS')).filter((event) => event.data.deliveryId === deliveryId);

it('reports a delivery sent once when notifications crashed between sending it and marking it', async () => {
  const crashing = await world.start('notifications', { AGENCY_FAULT: 'mail:after-send', STALE_SENDING_MS: '3000' });
  const event = invitation();
  await publish(event);
  expect(await crashing.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect(mailsFor(event.id)).toHaveLength(1);
  const left = await deliveryOf(event.id);
  expect(left).toMatchObject({ status: 'sending', attempts: 1 });

  const notifications = await world.start('notifications', { STALE_SENDING_MS: '3000' });
  await eventually(async () => expect(await sentEventsOf(left!.id)).toHaveLength(1), recoveryMs);
  await sleep(1500);
  expect(mailsFor(event.id)).toHaveLength(2);
  expect(await deliveryOf(event.id)).toMatchObject({ status: 'sent', attempts: 2 });
  const events = await sentEventsOf(left!.id);
  expect(events.map((e) => e.data)).toEqual([
    expect.objectContaining({
      kind: 'client.invitation',
      reference: `access-code:${event.data.accessCode.id}`,
      to: event.data.email,
    }),
  ]);
  expect(events[0]).toMatchObject({ causationId: event.id });
  await expectCleanShutdown(notifications);
});

it('publishes a delivery’s email.sent once when notifications crashed between marking it sent and publishing', async () => {
  const crashing = await world.start('notifications', { AGENCY_FAULT: 'outbox:after-commit' });
  const event = invitation();
  await publish(event);
  expect(await crashing.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect(mailsFor(event.id)).toHaveLength(1);
  const delivery = await deliveryOf(event.id);
  expect(delivery).toMatchObject({ status: 'sent', attempts: 1 });
  const outbox = () =>
    world.query<{ published: boolean }>(
      'notifications',
      `SELECT published_at IS NOT NULL AS published FROM outbox_events WHERE envelope->'data'->>'deliveryId' = $1`,
      [delivery!.id],
    );
  expect(await outbox()).toEqual([{ published: false }]);
  expect(await sentEventsOf(delivery!.id)).toEqual([]);

  const notifications = await world.start('notifications');
  await eventually(async () => expect(await sentEventsOf(delivery!.id)).toHaveLength(1));
  await sleep(1500);
  expect(await sentEventsOf(delivery!.id)).toHaveLength(1);
  expect(await outbox()).toEqual([{ published: true }]);
  expect(mailsFor(event.id)).toHaveLength(1);
  await expectCleanShutdown(notifications);
});
