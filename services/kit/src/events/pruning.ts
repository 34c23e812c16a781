import type { FastifyBaseLogger } from 'fastify';
import type { BaseServiceConfig } from '../config.js';
import type { Orm } from '../db/orm.js';
import { execute } from '../db/sql.js';
import { deliveryPolicyOf, redeliveryHorizonMs } from './delivery.js';
import { WakeableLoop } from './loop.js';

export interface Retention {
  /** Published outbox rows older than this (by publication) go. Unpublished rows are never pruned. */
  outboxMs: number;
  /** Inbox rows older than this (by processing) go. */
  inboxMs: number;
}

export interface Pruned {
  outbox: number;
  inbox: number;
}

/** Rows per DELETE, so pruning a large backlog never holds long locks on the tables it shares with writers. */
const BATCH = 5000;

async function deleteInBatches(orm: Orm, table: string, condition: string, ageMs: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount: count } = await execute(
      orm,
      `WITH doomed AS (SELECT ctid FROM ${table} WHERE ${condition} < now() - make_interval(secs => :ageSeconds) LIMIT ${BATCH})
       DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM doomed)`,
      { ageSeconds: ageMs / 1000 },
    );
    total += count;
    if (count < BATCH) return total;
  }
}

/** Deletes published outbox rows and inbox rows past their retention. */
export async function pruneEventTables(orm: Orm, retention: Retention): Promise<Pruned> {
  return {
    outbox: await deleteInBatches(orm, 'outbox_events', 'published_at', retention.outboxMs),
    inbox: await deleteInBatches(orm, 'inbox_events', 'processed_at', retention.inboxMs),
  };
}

/**
 * Prunes every EVENT_PRUNE_INTERVAL_MS in the background; returns its stop function. Refuses an inbox
 * retention within the redelivery horizon: an event redelivered after its inbox row was pruned would
 * be applied a second time.
 */
export function startEventPruning(orm: Orm, config: BaseServiceConfig, log: FastifyBaseLogger): () => Promise<void> {
  const horizon = redeliveryHorizonMs(deliveryPolicyOf(config));
  if (config.INBOX_RETENTION_MS <= horizon) {
    throw new Error(`INBOX_RETENTION_MS (${config.INBOX_RETENTION_MS}) must exceed the redelivery horizon (${horizon} ms)`);
  }
  const retention = { outboxMs: config.OUTBOX_RETENTION_MS, inboxMs: config.INBOX_RETENTION_MS };
  const loop = new WakeableLoop(
    async () => {
      const pruned = await pruneEventTables(orm, retention);
      if (pruned.outbox + pruned.inbox > 0) log.info({ pruned }, 'pruned old outbox and inbox rows');
    },
    {
      pollMs: config.EVENT_PRUNE_INTERVAL_MS,
      backoffMs: () => config.EVENT_PRUNE_INTERVAL_MS,
      onError: (error) => log.warn({ err: error }, 'could not prune event tables; will retry'),
    },
  );
  // The first run waits one interval: a starting service has better things to do.
  const first = setTimeout(() => loop.wake(), config.EVENT_PRUNE_INTERVAL_MS);
  return async () => {
    clearTimeout(first);
    await loop.stop();
  };
}
