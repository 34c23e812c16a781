import type { EntityManager } from '@mikro-orm/core';
import type { NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import { envelopeSchema, subjectOf, type Envelope, type EventDefinition } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/orm.js';
import { ensureStream } from './nats.js';
import { faultPoint } from '../faults.js';

export interface ConsumerOptions<Data> {
  orm: Orm;
  namespace: string;
  log: FastifyBaseLogger;
  /** Durable name, `<consumer>--<purpose>`, e.g. `notifications--inquiry-email`. */
  durable: string;
  event: EventDefinition<Data>;
  /** Applies the event's effect through `em`, inside the transaction that records it in the inbox. */
  handle: (em: EntityManager, event: Envelope<Data>) => Promise<void>;
  /** Called after a commit that applied an event (e.g. to wake a worker). */
  afterCommit?: () => void;
  /** How long JetStream waits for an ack before redelivering; 30 s unless a service configures it. */
  ackWaitMs?: number;
}

export type ApplyResult = 'applied' | 'duplicate';

/** Records the event in the inbox and applies it, in one transaction; a second delivery does nothing. */
export async function applyOnce<Data>(
  orm: Orm,
  durable: string,
  envelope: Envelope<Data>,
  handle: ConsumerOptions<Data>['handle'],
): Promise<ApplyResult> {
  return orm.em.fork().transactional(async (em) => {
    const inserted = await em.getConnection().execute<{ event_id: string }[]>(
      `INSERT INTO inbox_events (consumer, event_id, type) VALUES (?, ?, ?)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [durable, envelope.id, envelope.type],
      'all',
      em.getTransactionContext(),
    );
    if (inserted.length === 0) return 'duplicate';
    await handle(em, envelope);
    return 'applied';
  });
}

/**
 * A durable pull consumer with explicit acks. Each message is acked only after its inbox row and
 * effect have committed; if the process dies first, JetStream redelivers and the inbox makes the
 * second delivery a no-op. Messages that fail their schema are terminated, not retried forever.
 */
export class EventConsumer<Data> {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: ConsumerOptions<Data>) {}

  async start(nc: NatsConnection): Promise<void> {
    const { namespace, durable, event } = this.options;
    const jsm = await jetstreamManager(nc);
    const stream = await ensureStream(jsm, event.stream, namespace);
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subjectOf(event.type, namespace),
      ack_wait: nanos(this.options.ackWaitMs ?? 30_000),
      max_deliver: -1,
    };
    try {
      await jsm.consumers.info(stream, durable);
      await jsm.consumers.update(stream, durable, config);
    } catch {
      await jsm.consumers.add(stream, config);
    }
    const consumer = await jetstream(nc).consumers.get(stream, durable);
    this.loop = (async () => {
      while (!this.stopped) {
        try {
          this.messages = await consumer.consume({ max_messages: 20 });
          for await (const message of this.messages) await this.process(message);
        } catch (error) {
          if (!this.stopped) this.options.log.warn({ err: error, durable }, 'consumer interrupted; resuming');
        }
        if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
    await this.loop;
  }

  private async process(message: JsMsg): Promise<void> {
    const { orm, durable, event, log } = this.options;
    let envelope: Envelope<Data>;
    try {
      const parsed = envelopeSchema.parse(message.json());
      envelope = { ...parsed, data: event.data.parse(parsed.data) };
    } catch (error) {
      log.error({ err: error, durable, subject: message.subject }, 'event does not match its schema; dropped');
      message.term();
      return;
    }
    try {
      const result = await applyOnce(orm, durable, envelope, this.options.handle);
      faultPoint('consumer:before-ack');
      message.ack();
      if (result === 'applied') this.options.afterCommit?.();
      log.debug({ eventId: envelope.id, durable, result }, 'event handled');
    } catch (error) {
      log.error({ err: error, eventId: envelope.id, durable }, 'event handling failed; will be redelivered');
      message.nak(Math.min(1000 * 2 ** message.info.deliveryCount, 60_000));
    }
  }
}
