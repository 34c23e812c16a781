import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { streamName, subjectOf } from '@agency/contracts';
import { testNatsUrl } from '@agency/kit/testing';
import { eventually, expectCleanShutdown, faultTestContext, recoveryMs } from './harness.js';

/**
 * The audit service is killed (SIGKILL) while it works through its streams: once right after committing an
 * entry and before acking its event, and once at whatever moment the test picks, mid-stream. Restarted,
 * it ends with every event recorded exactly once.
 */

const world = faultTestContext();
// A short ack wait, so an event left unacked by the crash comes again seconds later rather than after 30 s.
const ackWait = { NATS_ACK_WAIT_MS: '2000' };

const post = (actorName: string) => {
  const postId = randomUUID();
  return {
    id: randomUUID(),
    type: 'content.post.updated.v1',
    occurredAt: new Date().toISOString(),
    source: 'content',
    actor: { kind: 'team', id: randomUUID(), name: actorName, role: 'member' },
    data: {
      postId,
      slug: `p-${postId.slice(0, 8)}`,
      title: `Post ${postId.slice(0, 8)}`,
      published: false,
      occurredBy: null,
      previousSlug: null,
    },
  };
};
const inquiry = () => ({
  id: randomUUID(),
  type: 'leads.inquiry.viewed.v1',
  occurredAt: new Date().toISOString(),
  source: 'leads',
  data: { inquiryId: randomUUID() },
});

async function publishAll(envelopes: Array<{ id: string; type: string }>): Promise<void> {
  const nc = await connect({ servers: testNatsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for (const stream of ['CONTENT', 'LEADS']) {
      const name = streamName(stream, world.namespace);
      await jsm.streams.add({ name, subjects: [subjectOf(`${stream.toLowerCase()}.>`, world.namespace)] }).catch(() => undefined);
    }
    const js = jetstream(nc);
    for (const envelope of envelopes) {
      await js.publish(subjectOf(envelope.type, world.namespace), JSON.stringify(envelope), { msgID: envelope.id });
    }
  } finally {
    await nc.close();
  }
}

const countEntries = async () =>
  Number((await world.query<{ count: string }>('audit', 'SELECT count(*) AS count FROM audit_entries'))[0]!.count);

it('records every event exactly once though the audit service is SIGKILLed mid-stream, twice', async () => {
  const events = [...Array.from({ length: 300 }, () => post('Sam Student')), ...Array.from({ length: 100 }, inquiry)];
  await publishAll(events);

  // Killed by its own fault point: right after its first entry committed, before the ack.
  const first = world.start('audit', { AGENCY_FAULT: 'consumer:before-ack', ...ackWait });
  await first.catch(() => undefined);
  await eventually(async () => expect(await countEntries()).toBeGreaterThan(0), recoveryMs);

  // Killed by the test, while it is working through the rest.
  const second = await world.start('audit', ackWait);
  await eventually(async () => expect(await countEntries()).toBeGreaterThan(1), recoveryMs, 10);
  second.child.kill('SIGKILL');
  expect(await second.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect(await countEntries()).toBeLessThan(events.length);

  const third = await world.start('audit', ackWait);
  await eventually(async () => expect(await countEntries()).toBe(events.length), recoveryMs);

  const rows = await world.query<{ id: string; known: boolean; actor_name: string | null }>(
    'audit',
    'SELECT id, known, actor_name FROM audit_entries',
  );
  expect(new Set(rows.map((row) => row.id))).toEqual(new Set(events.map((event) => event.id)));
  expect(rows.filter((row) => row.actor_name === 'Sam Student')).toHaveLength(300);
  // The inquiries' type is one no contract defines: kept, raw.
  expect(rows.filter((row) => !row.known)).toHaveLength(100);
  const inbox = await world.query<{ event_id: string }>('audit', 'SELECT event_id FROM inbox_events');
  expect(inbox).toHaveLength(events.length);
  await expectCleanShutdown(third);
});
