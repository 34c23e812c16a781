import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import { connectNats, ensureStream, jetstreamManager } from './nats.js';
import type { OutboxRelay } from './relay.js';
import type { ServiceMetrics } from '../metrics/registry.js';
import type { EventConsumer, RedriveResult } from './consumer.js';
import type { DeliveryPolicy } from './delivery.js';

export interface EventLinkOptions {
  url: string;
  clientName: string;
  namespace: string;
  streamReplicas: number;
  /** Streams this service produces to (one per producer, e.g. LEADS). */
  produces: string[];
  relay: OutboxRelay;
  consumers: EventConsumer<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Retries and dead-lettering of every consumer of the service. */
  delivery: DeliveryPolicy;
  metrics?: ServiceMetrics;
  log: FastifyBaseLogger;
}

export interface RedriveFilter {
  /** Only this durable consumer's dead letters. */
  consumer?: string;
  /** Only the dead letters of this event. */
  eventId?: string;
}

/**
 * The service's tie to NATS. It connects in the background and, once connected, provisions the
 * service's streams, starts the outbox relay and the consumers. Serving never waits for it.
 */
export class EventLink {
  private nc: NatsConnection | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  connected = false;

  constructor(private readonly options: EventLinkOptions) {}

  start(): void {
    this.connecting = this.connect().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'could not set up event streams');
    });
  }

  /** Resolves once streams, relay and consumers are running (for tests and start-up logs). */
  async ready(): Promise<void> {
    await this.connecting;
  }

  private async connect(): Promise<void> {
    const { options } = this;
    const nc = await connectNats(options.url, options.clientName, options.log);
    if (this.closed) {
      await nc.close();
      return;
    }
    this.nc = nc;
    this.connected = true;
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type !== 'disconnect' && status.type !== 'reconnect') continue;
        this.connected = status.type === 'reconnect';
        options.log.warn({ nats: status.type }, `NATS ${status.type}`);
      }
    })();
    const jsm = await jetstreamManager(nc);
    for (const stream of options.produces)
      await ensureStream(jsm, stream, options.namespace, { replicas: options.streamReplicas, updateExisting: true });
    options.relay.start(nc);
    const runtime = { policy: options.delivery, ...(options.metrics && { metrics: options.metrics }) };
    for (const consumer of options.consumers) await consumer.start(nc, runtime);
    options.log.info({ nats: options.url }, 'event streams ready');
  }

  /** Applies open dead letters again through their consumers' handlers; needs the database only. */
  async redrive(filter: RedriveFilter = {}): Promise<RedriveResult[]> {
    const consumers = this.options.consumers.filter((consumer) => !filter.consumer || consumer.durable === filter.consumer);
    if (filter.consumer && consumers.length === 0) throw new Error(`No consumer named ${filter.consumer}`);
    const results: RedriveResult[] = [];
    for (const consumer of consumers) results.push(...(await consumer.redrive(filter.eventId)));
    return results;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const consumer of this.options.consumers) await consumer.stop();
    await this.options.relay.stop();
    if (this.nc) await this.nc.drain().catch(() => this.nc?.close());
  }
}
