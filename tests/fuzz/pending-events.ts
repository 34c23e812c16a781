import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';

/**
 * How many events the durable consumers of one test namespace have still to handle (delivered but not
 * acked, or not yet delivered). A service that consumes its own events (content's search index) writes
 * rows after the request that caused them has answered; the fuzz waits for zero before each request,
 * so those rows are not taken for a change made by the next one.
 */
export async function pendingEvents(afterAll: (close: () => Promise<void>) => void) {
  const nc = await connect({ servers: testNatsUrl.split(',') });
  afterAll(() => nc.drain());
  const jsm = await jetstreamManager(nc);
  return async (namespace: string): Promise<number> => {
    let pending = 0;
    for await (const stream of jsm.streams.list()) {
      if (!stream.config.name.startsWith(`${namespace}_`)) continue;
      for await (const consumer of jsm.consumers.list(stream.config.name)) {
        pending += consumer.num_pending + consumer.num_ack_pending;
      }
    }
    return pending;
  };
}
