import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { messagesReadDurable, messagesSentDurable } from '../src/modules/unread/unread.events.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService();

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

type Side = 'client' | 'team';
interface Envelope {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** seq orders every message of every thread, as messaging's bigserial does. */
let lastSeq = 0;
const nextSeq = () => ++lastSeq;

const envelope = (type: string, data: Record<string, unknown>): Envelope & Record<string, unknown> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  source: 'messaging',
  correlationId: `req-${randomUUID().slice(0, 8)}`,
  causationId: null,
  data,
});

/** messaging.message.sent.v1 as messaging records it. */
const sent = (clientId: string, senderType: Side, seq = nextSeq()) =>
  envelope('messaging.message.sent.v1', {
    messageId: randomUUID(),
    seq,
    clientId,
    senderType,
    senderName: senderType === 'team' ? 'alex' : 'Ada Lovelace',
    message: 'Hello there',
    createdAt: new Date().toISOString(),
  });

/** messaging.messages.read.v1: `readBy` read the other side's messages up to `upToSeq`. */
const read = (clientId: string, readBy: Side, upToSeq: number, count = 1) =>
  envelope('messaging.messages.read.v1', { clientId, readBy, upToSeq, readAt: new Date().toISOString(), count });

/** Publishes under a fresh Nats-Msg-Id, so the broker never drops a repeat: the inbox must. */
const publish = async (...events: Envelope[]) => {
  for (const event of events) await js.publish(`${t.namespace}.${event.type}`, JSON.stringify(event), { msgID: randomUUID() });
};

/** Both consumers have applied everything published so far. */
async function caughtUp() {
  await vi.waitFor(
    async () => {
      for (const durable of [messagesSentDurable, messagesReadDurable]) {
        const info = await jsm.consumers.info(`${t.namespace}_MESSAGING`, durable);
        expect(info.num_pending + info.num_ack_pending).toBe(0);
      }
    },
    { timeout: 10_000, interval: 50 },
  );
}

const unreadOf = async (clientId: string) =>
  (await t.get(`/admin/clients/${clientId}`)).json<{ unreadMessages: number }>().unreadMessages;
const rows = async () => (await t.get('/admin/clients')).json<{ items: { id: string; unreadMessages: number }[] }>().items;
const summary = async () => (await t.get('/admin/clients/summary')).json<{ unreadMessages: number }>().unreadMessages;

describe('unread messages from the client', () => {
  it('count on the list rows, the client’s page and the summary, and drop when the team reads them', async () => {
    const a = (await t.addClient({ businessName: 'Aspen Cafe' })).client;
    const b = (await t.addClient({ businessName: 'Birch Barber' })).client;
    expect(await unreadOf(a.id)).toBe(0);
    expect(await summary()).toBe(0);

    const first = sent(a.id, 'client');
    await publish(first, sent(a.id, 'team'), sent(a.id, 'client'), sent(b.id, 'client'), sent(a.id, 'client'));
    await caughtUp();
    expect(await unreadOf(a.id)).toBe(3);
    expect(await unreadOf(b.id)).toBe(1);
    expect(Object.fromEntries((await rows()).map((row) => [row.id, row.unreadMessages]))).toEqual({ [a.id]: 3, [b.id]: 1 });
    expect(await summary()).toBe(4);

    // The client reading the team's messages changes nothing here.
    await publish(read(a.id, 'client', lastSeq));
    await caughtUp();
    expect(await unreadOf(a.id)).toBe(3);

    // The team reads the first of A's messages only, then all of them.
    await publish(read(a.id, 'team', first.data.seq as number));
    await caughtUp();
    expect(await unreadOf(a.id)).toBe(2);
    await publish(read(a.id, 'team', lastSeq, 2));
    await caughtUp();
    expect(await unreadOf(a.id)).toBe(0);
    expect(await unreadOf(b.id)).toBe(1);
    expect(await summary()).toBe(1);
  });

  it('come out the same whatever order the messages and read marks arrive in', async () => {
    const { client } = await t.addClient();
    const s1 = sent(client.id, 'client');
    const s2 = sent(client.id, 'client');
    const s3 = sent(client.id, 'team');
    const r1 = read(client.id, 'team', s2.data.seq as number, 2);
    const s4 = sent(client.id, 'client');
    const s5 = sent(client.id, 'client');
    // In order: s1, s2 read by r1; s4 and s5 unread. Backwards: r1 first, then the messages it covers arrive read.
    await publish(s5, s4, r1, s3, s2, s1);
    await caughtUp();
    expect(await unreadOf(client.id)).toBe(2);
    const [stored] = await t.sql<{ seqs: string[] }>(
      'SELECT array_agg(seq ORDER BY seq)::text[] AS seqs FROM client_unread WHERE client_id = :clientId',
      { clientId: client.id },
    );
    expect(stored?.seqs.map(Number)).toEqual([s4.data.seq, s5.data.seq]);

    // An older read mark arriving late does not lower the read line.
    await publish(read(client.id, 'team', s1.data.seq as number), sent(client.id, 'client', s2.data.seq as number));
    await caughtUp();
    expect(await unreadOf(client.id)).toBe(2);
  });

  it('ignore a redelivered event and a message delivered twice under two event ids', async () => {
    const { client } = await t.addClient();
    const message = sent(client.id, 'client');
    await publish(message, message, { ...message, id: randomUUID() });
    await caughtUp();
    expect(await unreadOf(client.id)).toBe(1);

    const mark = read(client.id, 'team', message.data.seq as number);
    await publish(mark, mark);
    await caughtUp();
    expect(await unreadOf(client.id)).toBe(0);
    const [inbox] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM inbox_events WHERE event_id = :eventId', {
      eventId: mark.id,
    });
    expect(inbox?.n).toBe(1);
  });

  it('select the clients the list shows with ?unread=true, with the search, the filter and the pages', async () => {
    const ids: Record<string, string> = {};
    for (const [i, businessName] of ['Aspen Cafe', 'Birch Barber', 'Cedar Cafe', 'Douglas Deli'].entries()) {
      const { client } = await t.addClient({ businessName });
      await t.sql('UPDATE onboarding_clients SET created_at = now() - make_interval(mins => :minutes) WHERE id = :id', {
        minutes: 10 - i,
        id: client.id,
      });
      ids[businessName] = client.id;
    }
    await t.setSteps(ids['Douglas Deli']!, { onboarding_complete: true, payment_completed: true, step_completed: 4 });
    const aspenMessage = sent(ids['Aspen Cafe']!, 'client');
    await publish(
      aspenMessage,
      sent(ids['Cedar Cafe']!, 'client'),
      sent(ids['Douglas Deli']!, 'client'),
      // The team's own messages are not unread by the team.
      sent(ids['Birch Barber']!, 'team'),
    );
    await caughtUp();

    type Page = { items: { businessName: string; unreadMessages: number }[]; total: number; pageCount: number };
    const page = async (query: string) => {
      const response = await t.get(`/admin/clients?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page>();
    };
    const names = async (query: string) => (await page(query)).items.map((item) => item.businessName);

    expect(await names('unread=true')).toEqual(['Douglas Deli', 'Cedar Cafe', 'Aspen Cafe']);
    expect(await page('unread=true')).toMatchObject({ total: 3, pageCount: 1 });
    expect(await names('unread=false')).toHaveLength(4);
    expect(await names('unread=true&q=cafe')).toEqual(['Cedar Cafe', 'Aspen Cafe']);
    expect(await names('unread=true&filter=active')).toEqual(['Douglas Deli']);
    expect(await page('unread=true&pageSize=2&page=2')).toMatchObject({
      items: [{ businessName: 'Aspen Cafe' }],
      total: 3,
      pageCount: 2,
    });

    // Once the team has read a thread, its client leaves the selection.
    await publish(read(ids['Aspen Cafe']!, 'team', aspenMessage.data.seq as number));
    await caughtUp();
    expect(await names('unread=true')).toEqual(['Douglas Deli', 'Cedar Cafe']);

    const refused = await t.get('/admin/clients?unread=maybe');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('leave out of the summary a thread whose client is not on the list', async () => {
    const stranger = randomUUID();
    await publish(sent(stranger, 'client'));
    await caughtUp();
    expect(await summary()).toBe(0);
    expect(await rows()).toEqual([]);
  });
});
