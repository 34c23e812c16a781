import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { subjectOf, streamName } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/orm.js';

export interface RelayOptions {
  orm: Orm;
  namespace: string;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** How often to look for unpublished events when nothing has woken the relay. */
  pollMs?: number;
}

interface PendingRow {
  id: string;
  type: string;
  envelope: unknown;
}

/**
 * Publishes outbox rows to JetStream in the order they happened, with the event id as
 * Nats-Msg-Id so the broker drops a second copy if a crash comes between publish and mark.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several replicas can run relays side by side.
 */
export class OutboxRelay {
  private nc: NatsConnection | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private failures = 0;

  constructor(private readonly options: RelayOptions) {}

  start(nc: NatsConnection): void {
    this.nc = nc;
    this.wake();
  }

  /** Called after a commit that wrote to the outbox, so the event goes out at once. */
  wake(): void {
    if (this.stopped || !this.nc) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => {
        this.failures++;
        this.options.log.warn({ err: error }, 'outbox relay could not publish; will retry');
      })
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const delay = this.again ? 0 : this.failures > 0 ? Math.min(500 * 2 ** Math.min(this.failures, 4), 8000) : (this.options.pollMs ?? 1000);
        this.again = false;
        this.timer = setTimeout(() => this.wake(), delay);
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes batches until the outbox is empty. */
  private async drain(): Promise<void> {
    while (!this.stopped && (await this.publishBatch()) > 0) {
      this.failures = 0;
    }
    this.failures = 0;
  }

  private async publishBatch(): Promise<number> {
    const { orm, namespace } = this.options;
    const js = jetstream(this.nc!);
    const knex = orm.em.getConnection().getKnex();
    let failure: unknown;
    const published = await knex.transaction(async (trx) => {
      const { rows } = await trx.raw<{ rows: PendingRow[] }>(
        `SELECT id, type, envelope FROM outbox_events WHERE published_at IS NULL
         ORDER BY occurred_at, id LIMIT ? FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 100],
      );
      let count = 0;
      for (const row of rows) {
        try {
          const producer = row.type.split('.')[0]!.toUpperCase();
          await js.publish(subjectOf(row.type, namespace), JSON.stringify(row.envelope), {
            msgID: row.id,
            expect: { streamName: streamName(producer, namespace) },
            timeout: 5000,
          });
        } catch (error) {
          // Keep what went out before the failure; this row stays unpublished for the next round.
          failure = error;
          await trx.raw('UPDATE outbox_events SET attempts = attempts + 1, last_error = ? WHERE id = ?', [String(error).slice(0, 500), row.id]);
          break;
        }
        await trx.raw('UPDATE outbox_events SET published_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ?', [row.id]);
        count++;
      }
      return count;
    });
    if (failure) throw failure;
    return published;
  }
}
