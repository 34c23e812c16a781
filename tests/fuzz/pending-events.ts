import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';

/**
 * How many events the durable consumers of one test namespace have still to handle (delivered but not
 * acked, or not yet delivered). A service that consumes its own events (content's search index) writes
 * rows after the request that caused them has answered; the fuzz waits for zero before each request,
 * so those rows are not taken for a change made by the next one.
 *
 * A service makes its streams when it starts (its own, and those it consumes from), so the namespace's
 * streams are looked up once, on the first call, rather than by listing every stream on the server
 * before each request (the other test files running beside this one have many); their consumers are
 * read afresh each time.
 */
export async function pendingEvents(afterAll: (close: () => Promise<void>) => void) {
  const nc = await connect({ servers: testNatsUrl.split(',') });
  afterAll(() => nc.drain());
  const jsm = await jetstreamManager(nc);
  const streamsOf = new Map<string, string[]>();

  async function namespaceStreams(namespace: string): Promise<string[]> {
    const known = streamsOf.get(namespace);
    if (known?.length) return known;
    const streams: string[] = [];
    for await (const name of jsm.streams.names()) if (name.startsWith(`${namespace}_`)) streams.push(name);
    streamsOf.set(namespace, streams);
    return streams;
  }

  return async (namespace: string): Promise<number> => {
    let pending = 0;
    for (const stream of await namespaceStreams(namespace)) {
      for await (const consumer of jsm.consumers.list(stream)) {
        pending += consumer.num_pending + consumer.num_ack_pending;
      }
    }
    return pending;
  };
}
