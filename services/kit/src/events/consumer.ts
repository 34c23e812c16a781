import type { EntityManager } from '@mikro-orm/core';
import type { NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import { subjectOf, type Envelope, type EventDefinition } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/orm.js';
import { execute } from '../db/sql.js';
import type { DeliveryOutcome, ServiceMetrics } from '../metrics/registry.js';
import { faultPoint } from '../faults.js';
import { systemActor } from './actor.js';
import { withCorrelation } from './correlation.js';
import { markRedriven, markRedriveFailed, openDeadLetters, recordDeadLetter, type DeadLetterReason } from './dead-letters.js';
import { retryDelayMs, type DeliveryPolicy } from './delivery.js';
import { parseEvent, type UnparsedEvent } from './parse.js';
import { ensureStream } from './nats.js';

/**
 * A durable consumer as a module declares it (`consumer({ event, durable, handle })`); the service adds
 * its ORM, log and event namespace, and its event link the retries and dead letters.
 */
export interface ConsumerDeclaration<Data> {
  /** Durable name, `<consumer>--<purpose>`, e.g. `notifications--inquiry-email`. */
  durable: string;
  event: EventDefinition<Data>;
  /**
   * Applies the event's effect through `em`, inside the transaction that records it in the inbox.
   * `log` carries the event's id and correlation id; events recorded here inherit its correlation and actor.
   */
  handle: (em: EntityManager, event: Envelope<Data>, log: FastifyBaseLogger) => Promise<void>;
  /** Called after a commit that applied an event (e.g. to wake a worker). */
  afterCommit?: () => void;
  /** Overrides the service's ack wait (NATS_ACK_WAIT_MS) for this consumer. */
  ackWaitMs?: number;
}

export interface ConsumerOptions<Data> extends ConsumerDeclaration<Data> {
  orm: Orm;
  namespace: string;
  log: FastifyBaseLogger;
}

/** What the service's event link hands each consumer when it starts. */
export interface ConsumerRuntime {
  policy: DeliveryPolicy;
  metrics?: ServiceMetrics;
}

export type ApplyResult = 'applied' | 'duplicate';

export interface RedriveResult {
  consumer: string;
  deadLetterId: string;
  eventId: string | null;
  result: ApplyResult | 'failed';
  error?: string;
}

/**
 * Records the event in the inbox and applies it, in one transaction; a second delivery does nothing.
 * The handler runs in the event's correlation: what it records shares the correlation id and the
 * actor (the system for an event written before envelopes named one) and names this event as its cause.
 */
export async function applyOnce<Data>(
  orm: Orm,
  durable: string,
  envelope: Envelope<Data>,
  handle: ConsumerOptions<Data>['handle'],
  log: FastifyBaseLogger,
): Promise<ApplyResult> {
  const actor = envelope.actor ?? systemActor;
  const correlation = { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id, actor: () => actor };
  return withCorrelation(correlation, () =>
    orm.em.fork().transactional(async (em) => {
      const inserted = await execute(
        em,
        `INSERT INTO inbox_events (consumer, event_id, type) VALUES (:durable, :eventId, :type) ON CONFLICT DO NOTHING`,
        { durable, eventId: envelope.id, type: envelope.type },
      );
      if (inserted.rowCount === 0) return 'duplicate';
      await handle(em, envelope, log);
      return 'applied';
    }),
  );
}

/**
 * A durable pull consumer with explicit acks. Each message is acked only after its inbox row and
 * effect have committed; if the process dies first, JetStream redelivers and the inbox makes the
 * second delivery a no-op. A handler that fails is retried after a growing pause, up to max_deliver
 * deliveries; then, or at once for a message that fails its schema, the message goes to the
 * service's dead-letter table, from which `redrive` applies it again once the cause is fixed.
 */
export class EventConsumer<Data> {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private stopped = false;
  private runtime: ConsumerRuntime | undefined;

  constructor(private readonly options: ConsumerOptions<Data>) {}

  get durable(): string {
    return this.options.durable;
  }

  async start(nc: NatsConnection, runtime: ConsumerRuntime): Promise<void> {
    this.runtime = runtime;
    const { namespace, durable, event } = this.options;
    const jsm = await jetstreamManager(nc);
    const stream = await ensureStream(jsm, event.stream, namespace);
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subjectOf(event.type, namespace),
      ack_wait: nanos(this.options.ackWaitMs ?? runtime.policy.ackWaitMs),
      max_deliver: runtime.policy.maxDeliver,
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

  /**
   * Applies this consumer's open dead letters again (all, or one event's), oldest first. One that
   * applies is marked re-driven; one that fails again stays open with the new error.
   */
  async redrive(eventId?: string): Promise<RedriveResult[]> {
    const { orm, durable, event, log } = this.options;
    const results: RedriveResult[] = [];
    for (const letter of await openDeadLetters(orm, durable, eventId)) {
      const parsed = parseEvent(letter.payload, event);
      const report = { consumer: durable, deadLetterId: letter.id, eventId: letter.eventId };
      try {
        if (!parsed.ok) throw parsed.error;
        const result = await applyOnce(orm, durable, parsed.envelope, this.options.handle, this.eventLog(parsed.envelope));
        await markRedriven(orm, letter.id);
        if (result === 'applied') this.options.afterCommit?.();
        results.push({ ...report, result });
        log.info({ ...report, result }, 'dead letter re-driven');
      } catch (error) {
        await markRedriveFailed(orm, letter.id, String(error));
        results.push({ ...report, result: 'failed', error: String(error) });
        log.warn({ ...report, err: error }, 'dead letter failed again; left open');
      }
    }
    return results;
  }

  private eventLog(envelope: { id?: string | null; correlationId?: string | null }): FastifyBaseLogger {
    return this.options.log.child({
      durable: this.options.durable,
      eventId: envelope.id,
      correlationId: envelope.correlationId ?? envelope.id,
    });
  }

  private count(outcome: DeliveryOutcome): void {
    this.runtime?.metrics?.eventDeliveries.inc({ consumer: this.options.durable, outcome });
  }

  private async process(message: JsMsg): Promise<void> {
    const { orm, durable, event } = this.options;
    const { policy, metrics } = this.runtime!;
    const deliveries = message.info.deliveryCount;
    if (deliveries > 1) metrics?.eventRedeliveries.inc({ consumer: durable });
    const parsed = parseEvent(message.string(), event);
    if (!parsed.ok) {
      await this.deadLetter(message, parsed, 'schema', parsed.error);
      return;
    }
    const { envelope } = parsed;
    const log = this.eventLog(envelope);
    try {
      const result = await applyOnce(orm, durable, envelope, this.options.handle, log);
      faultPoint('consumer:before-ack');
      message.ack();
      this.count(result);
      if (result === 'applied') this.options.afterCommit?.();
      log.debug({ result }, 'event handled');
    } catch (error) {
      if (deliveries >= policy.maxDeliver) {
        await this.deadLetter(message, envelope, 'handler', error);
        return;
      }
      const delay = retryDelayMs(policy, deliveries);
      this.count('failed');
      log.error({ err: error, deliveries, retryInMs: delay }, 'event handling failed; will be redelivered');
      message.nak(delay);
    }
  }

  private async deadLetter(message: JsMsg, event: UnparsedEvent, reason: DeadLetterReason, error: unknown): Promise<void> {
    const { orm, durable } = this.options;
    const { policy, metrics } = this.runtime!;
    const deliveries = message.info.deliveryCount;
    const log = this.eventLog(event);
    const details = { reason, deliveries, subject: message.subject, streamSequence: message.info.streamSequence };
    try {
      await recordDeadLetter(orm, {
        consumer: durable,
        stream: message.info.stream,
        streamSequence: message.info.streamSequence,
        subject: message.subject,
        payload: message.string(),
        eventId: event.id ?? null,
        type: event.type ?? null,
        correlationId: event.correlationId ?? null,
        reason,
        error: String(error),
        deliveries,
      });
    } catch (writeError) {
      // Not settled: the next delivery tries again. After the last one JetStream stops delivering,
      // so this line, with the whole message, is what is left of the event.
      log.error({ ...details, err: writeError, payload: message.string() }, 'could not write dead letter');
      message.nak(retryDelayMs(policy, deliveries));
      return;
    }
    message.term();
    this.count('dead-lettered');
    metrics?.eventDeadLetters.inc({ consumer: durable, reason });
    log.error({ ...details, err: error }, 'event dead-lettered');
  }
}
