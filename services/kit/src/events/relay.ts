import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { subjectOf, streamName, type Envelope } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/orm.js';
import { execute, queryRows } from '../db/sql.js';
import { RELAY_MAX_BACKOFF_MS, RELAY_PUBLISH_TIMEOUT_MS } from './limits.js';
import { WakeableLoop } from './loop.js';

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

/** Publishes one outbox row's event under its id as Nats-Msg-Id, expecting the stream of its producer. */
function publishRow(js: JetStreamClient, namespace: string, row: PendingRow) {
  return js.publish(subjectOf(row.type, namespace), JSON.stringify(row.envelope), {
    msgID: row.id,
    expect: { streamName: streamName(row.type.split('.')[0]!.toUpperCase(), namespace) },
    timeout: RELAY_PUBLISH_TIMEOUT_MS,
  });
}

const markPublishedSql =
  'UPDATE outbox_events SET published_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY(:ids::uuid[])';

/**
 * Publishes outbox rows to JetStream in the order they happened, with the event id as
 * Nats-Msg-Id so the broker drops a second copy if a crash comes between publish and mark.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several replicas can run relays side by side.
 */
export class OutboxRelay {
  private nc: NatsConnection | undefined;
  private readonly loop: WakeableLoop;
  /** The publishNow calls under way, which stop() waits for. */
  private readonly publishing = new Set<Promise<void>>();

  constructor(private readonly options: RelayOptions) {
    this.loop = new WakeableLoop(() => this.drain(), {
      pollMs: options.pollMs ?? 1000,
      backoffMs: (failures) => Math.min(500 * 2 ** Math.min(failures, 4), RELAY_MAX_BACKOFF_MS),
      onError: (error) => options.log.warn({ err: error }, 'outbox relay could not publish; will retry'),
    });
  }

  start(nc: NatsConnection): void {
    this.nc = nc;
    this.loop.wake();
  }

  /** Called after a commit that wrote to the outbox, so the event goes out at once. */
  wake(): void {
    if (this.nc) this.loop.wake();
  }

  /**
   * Publishes events whose outbox rows have just committed, without waiting for the relay's next round (one
   * transaction and a select before any publish), then marks their rows published. For a write whose event
   * someone is waiting to see, such as a message on its way to the other side's screen. An event that fails
   * here stays in the outbox and the relay is woken for it; the relay publishes under the same Nats-Msg-Id, so
   * the stream holds each event once whichever publishes it, or both. Never rejects.
   */
  publishNow(envelopes: ReadonlyArray<Envelope<unknown>>): Promise<void> {
    if (!this.nc || this.loop.isStopped) {
      this.wake();
      return Promise.resolve();
    }
    const js = jetstream(this.nc);
    const rows = envelopes.map((envelope) => ({ id: envelope.id, type: envelope.type, envelope }));
    const done = (async () => {
      const outcomes = await Promise.allSettled(rows.map((row) => publishRow(js, this.options.namespace, row)));
      const sent = rows.filter((_, i) => outcomes[i]!.status === 'fulfilled').map((row) => row.id);
      if (sent.length > 0) {
        await execute(this.options.orm, `${markPublishedSql} AND published_at IS NULL`, { ids: sent });
      }
      if (sent.length < rows.length) this.wake();
    })()
      .catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'outbox event not published at once; the relay will');
        this.wake();
      })
      .finally(() => this.publishing.delete(done));
    this.publishing.add(done);
    return done;
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.all(this.publishing);
  }

  /** Publishes batches until the outbox is empty. */
  private async drain(): Promise<void> {
    while (!this.loop.isStopped && (await this.publishBatch()) > 0);
  }

  private async publishBatch(): Promise<number> {
    const { orm, namespace } = this.options;
    const js = jetstream(this.nc!);
    let failure: unknown;
    const published = await orm.em.fork().transactional(async (em) => {
      const rows = await queryRows<PendingRow>(
        em,
        `SELECT id, type, envelope FROM outbox_events WHERE published_at IS NULL
         ORDER BY occurred_at, id LIMIT :batchSize FOR UPDATE SKIP LOCKED`,
        { batchSize: this.options.batchSize ?? 100 },
      );
      // Publish the whole batch at once and wait for all the acks: one connection keeps the order on
      // the wire, and a batch costs one round of acks instead of one per event.
      const outcomes = await Promise.allSettled(rows.map((row) => publishRow(js, namespace, row)));
      const sent = rows.filter((_, i) => outcomes[i]!.status === 'fulfilled').map((row) => row.id);
      if (sent.length > 0) {
        await execute(em, markPublishedSql, { ids: sent });
      }
      const firstFailure = outcomes.findIndex((outcome) => outcome.status === 'rejected');
      if (firstFailure >= 0) {
        // Those rows stay unpublished for the next round.
        failure = (outcomes[firstFailure] as PromiseRejectedResult).reason;
        const unsent = rows.filter((_, i) => outcomes[i]!.status === 'rejected').map((row) => row.id);
        await execute(em, 'UPDATE outbox_events SET attempts = attempts + 1, last_error = :error WHERE id = ANY(:ids::uuid[])', {
          error: String(failure).slice(0, 500),
          ids: unsent,
        });
      }
      const count = sent.length;
      return count;
    });
    if (failure) throw failure;
    return published;
  }
}
