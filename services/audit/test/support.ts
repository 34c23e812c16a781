import { randomUUID } from 'node:crypto';
import { afterAll, expect, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { Actor } from '@agency/contracts';
import { testNatsUrl, testService } from '@agency/kit/testing';
import { buildAuditService } from '../src/app.js';
import { loadAuditConfig } from '../src/config.js';
import { recordedStreams, recordingDurable } from '../src/modules/recording/recording.module.js';
import type { AuditEntry } from '../src/modules/recording/audit-entry.js';

export const audit = { name: 'audit', build: buildAuditService, loadConfig: loadAuditConfig };

export const mentor: Actor = { kind: 'team', id: randomUUID(), name: 'Morgan Mentor', role: 'admin' };
export const student: Actor = { kind: 'team', id: randomUUID(), name: 'Sam Student', role: 'member' };

/** An event's envelope as a producer's relay publishes it. */
export function envelopeOf(type: string, data: unknown, options: { actor?: Actor; occurredAt?: string; id?: string } = {}) {
  return {
    id: options.id ?? randomUUID(),
    type,
    occurredAt: options.occurredAt ?? new Date().toISOString(),
    source: type.split('.')[0]!,
    correlationId: randomUUID(),
    causationId: null,
    ...(options.actor && { actor: options.actor }),
    data,
  };
}

/** A row of the record as a test reads it back: the columns as written, the kind any text, the data an object. */
export type EntryRow = Omit<AuditEntry, 'occurredAt' | 'actorKind' | 'data'> & {
  actorKind: string;
  data: Record<string, unknown>;
};

/**
 * The audit service on fresh databases and streams, with a publisher on every producer's stream (under a fresh
 * Nats-Msg-Id unless told otherwise, so the broker never dedupes a repeat) and readers of what it recorded.
 */
export async function auditTestService(env: Record<string, string> = {}) {
  const t = await testService(audit, { afterAll, env });
  const nc = await connect({ servers: testNatsUrl });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  afterAll(() => nc.close());

  const publish = (envelope: { type: string } | Record<string, unknown>, msgID = randomUUID()) =>
    js.publish(`${t.namespace}.${String(envelope.type)}`, JSON.stringify(envelope), { msgID });

  const entry = async (id: string) => (await t.sql<EntryRow>('SELECT * FROM audit_entries WHERE id = :id', { id }))[0];

  /** Waits for an event's entry. */
  const recorded = (id: string) =>
    vi.waitFor(
      async () => {
        const row = await entry(id);
        expect(row, `entry ${id}`).toBeDefined();
        return row!;
      },
      { timeout: 15_000, interval: 50 },
    );

  /** Waits until every stream's consumer has taken and settled everything on it. */
  const caughtUp = () =>
    vi.waitFor(
      async () => {
        for (const stream of recordedStreams()) {
          const info = await jsm.consumers.info(`${t.namespace}_${stream}`, recordingDurable(stream));
          expect(info.num_pending + info.num_ack_pending).toBe(0);
        }
      },
      { timeout: 15_000, interval: 50 },
    );

  return { ...t, publish, entry, recorded, caughtUp };
}
