import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import { connectNats, ensureStream, jetstreamManager } from './nats.js';
import type { OutboxRelay } from './relay.js';
import type { EventConsumer } from './consumer.js';

export interface EventLinkOptions {
  url: string;
  clientName: string;
  namespace: string;
  streamReplicas: number;
  /** Streams this service produces to (one per producer, e.g. LEADS). */
  produces: string[];
  relay: OutboxRelay;
  consumers: EventConsumer<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  log: FastifyBaseLogger;
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
    for (const consumer of options.consumers) await consumer.start(nc);
    options.log.info({ nats: options.url }, 'event streams ready');
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const consumer of this.options.consumers) await consumer.stop();
    await this.options.relay.stop();
    if (this.nc) await this.nc.drain().catch(() => this.nc?.close());
  }
}
