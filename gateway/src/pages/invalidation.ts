import type { FastifyBaseLogger } from 'fastify';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { contentEvents, subjectOf } from '@agency/contracts';

/** The post events after which a rendered page may say something else (a blog list, a post, the site map). */
const pageChanging = [
  contentEvents.postPublished,
  contentEvents.postUnpublished,
  contentEvents.postUpdated,
  contentEvents.postDeleted,
];

/**
 * Calls `onChange` whenever content publishes one of those events. Every gateway replica listens on
 * its own plain NATS subscription (the stream keeps events for the services' durable consumers; a
 * replica only needs to hear that something changed) and also calls it after a reconnect, since it may
 * have missed events meanwhile. Connecting does not hold up the start: until then the page cache's
 * short lifetime bounds how stale a page can be.
 */
export function listenForPageChanges(options: {
  natsUrl: string;
  namespace: string;
  log: FastifyBaseLogger;
  onChange: () => void;
}): { close(): Promise<void> } {
  let closed = false;
  let connection: NatsConnection | undefined;

  const listen = (nc: NatsConnection) => {
    for (const event of pageChanging) {
      nc.subscribe(subjectOf(event.type, options.namespace), { callback: () => options.onChange() });
    }
    void (async () => {
      for await (const status of nc.status()) if (status.type === 'reconnect') options.onChange();
    })();
  };

  void (async () => {
    for (let attempt = 1; !closed; attempt++) {
      try {
        const nc = await connect({ servers: options.natsUrl.split(','), name: 'gateway-pages', maxReconnectAttempts: -1 });
        if (closed) return void (await nc.close());
        connection = nc;
        // Pages cached before the connection may predate events it would have brought.
        options.onChange();
        return listen(nc);
      } catch (error) {
        if (attempt === 1 || attempt % 30 === 0) options.log.warn({ err: error }, 'NATS not reachable; pages expire by age only');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();

  return {
    async close() {
      closed = true;
      await connection?.close();
    },
  };
}
