import { Gauge } from 'prom-client';
import type { Orm } from '../db/orm.js';
import { poolUsage } from '../db/pool.js';
import { queryRow, queryRows } from '../db/sql.js';
import type { ServiceMetrics } from './registry.js';

interface OutboxState {
  backlog: number;
  oldestAgeSeconds: number;
  openDeadLetters: { consumer: string; count: number }[];
}

/**
 * Gauges read from the database when Prometheus scrapes: the outbox backlog and the age of its oldest
 * unpublished row (a stuck relay shows as a growing age), open dead letters, and the connection pool.
 */
export function observeDatabase(metrics: ServiceMetrics, orm: Orm): void {
  const registers = [metrics.registry];
  // One query per scrape feeds several gauges; they are collected concurrently, so share it.
  let reading: Promise<OutboxState> | undefined;
  const readState = () => {
    // With the database down, the scrape still answers: these read NaN, the pool and HTTP series stay real.
    reading ??= readOutboxState(orm)
      .catch(() => ({ backlog: NaN, oldestAgeSeconds: NaN, openDeadLetters: [] }))
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  new Gauge({
    name: 'outbox_unpublished_events',
    help: 'Events in the outbox not yet published to JetStream.',
    registers,
    async collect() {
      this.set((await readState()).backlog);
    },
  });
  new Gauge({
    name: 'outbox_oldest_unpublished_age_seconds',
    help: 'Age of the oldest unpublished outbox event; 0 when none waits.',
    registers,
    async collect() {
      this.set((await readState()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'event_dead_letters_open',
    help: 'Dead letters not yet re-driven, by consumer.',
    labelNames: ['consumer'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { consumer, count } of (await readState()).openDeadLetters) this.set({ consumer }, count);
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: used, free, and acquires waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const usage = poolUsage(orm);
      if (!usage) return;
      this.set({ state: 'used' }, usage.used);
      this.set({ state: 'free' }, usage.free);
      this.set({ state: 'pending' }, usage.pending);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Most connections the pool will open.',
    registers,
    collect() {
      const usage = poolUsage(orm);
      if (usage) this.set(usage.max);
    },
  });
}

async function readOutboxState(orm: Orm): Promise<OutboxState> {
  const outbox = await queryRow<{ backlog: string; oldestAge: number | null }>(
    orm,
    `SELECT count(*) AS backlog, extract(epoch FROM now() - min(occurred_at))::float8 AS oldest_age
     FROM outbox_events WHERE published_at IS NULL`,
  );
  const dead = await queryRows<{ consumer: string; count: string }>(
    orm,
    'SELECT consumer, count(*) AS count FROM dead_letters WHERE redriven_at IS NULL GROUP BY consumer',
  );
  return {
    backlog: Number(outbox?.backlog ?? 0),
    oldestAgeSeconds: Math.max(outbox?.oldestAge ?? 0, 0),
    openDeadLetters: dead.map((row) => ({ consumer: row.consumer, count: Number(row.count) })),
  };
}
