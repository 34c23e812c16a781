import type { NatsConnection } from '@nats-io/transport-node';
import { DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager } from '@nats-io/jetstream';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundWorker } from '../modules/module.js';
import { connectNats } from './nats.js';

const RETRY_MS = 1000;

/**
 * What a broadcast listener hears:
 * - `subjects`: a plain NATS subscription, for a replica that only needs to hear that something
 *   happened; what is published while it is disconnected is lost (see `onConnected`).
 * - `stream`: an ordered, ephemeral JetStream consumer of a whole stream (its full name, namespace
 *   included), from the stream's next sequence when the listener starts; after a NATS restart, or when its
 *   subscription failed and it started again, it carries on from the last message it saw. With `since`, it first reads again what the stream holds from that
 *   moment on (asked anew each time it starts), and is ready once it has read all of it: a replica that starts
 *   learns what was published before it did (identity's ended sessions). A stream that does not exist yet holds
 *   nothing from then: the listener is ready at once, and reads the stream from its start when it appears.
 */
export type BroadcastSource = { subjects: string[] } | { stream: string; since?: () => Date };

export interface BroadcastMessage {
  subject: string;
  payload: string;
}

export interface BroadcastListenerOptions {
  url: string;
  /** The NATS connection's name, e.g. `gateway-pages`; also in the listener's log lines. */
  name: string;
  log: FastifyBaseLogger;
  from: BroadcastSource;
  onMessage: (message: BroadcastMessage) => void;
  /** Called on connecting and after each reconnect: from then on messages flow, but some may have been missed. */
  onConnected?: () => void;
}

export interface BroadcastListener extends BackgroundWorker {
  /** Resolves once every message published from now on (and, with `since`, from then on) reaches `onMessage`. */
  ready: () => Promise<void>;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_MS));

/**
 * A listener every replica runs for itself, so that each one gets every message: no durable consumer,
 * nothing shared between replicas, nothing kept for a replica that is gone. It connects in the
 * background and keeps trying (starting never waits for NATS), and starts again on a new connection
 * if its subscription fails. For work that must happen once per event, use a durable `consumer`.
 */
export function broadcastListener(options: BroadcastListenerOptions): BroadcastListener {
  const { name, log, from } = options;
  let nc: NatsConnection | undefined;
  let messages: ConsumerMessages | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  /** The stream sequence of the last message handed on, or of the one before the first it asked for (`stream` without `since`). */
  let lastHeard: number | undefined;
  let markReady: () => void = () => undefined;
  const readiness = new Promise<void>((resolve) => (markReady = resolve));

  function watchReconnects(connection: NatsConnection): void {
    void (async () => {
      for await (const status of connection.status()) if (status.type === 'reconnect') options.onConnected?.();
    })();
  }

  /** The stream's next sequence, once the stream exists (its producer creates it; wait rather than race it). */
  async function nextSequence(connection: NatsConnection, stream: string): Promise<number | undefined> {
    const jsm = await jetstreamManager(connection);
    while (!stopped) {
      try {
        return (await jsm.streams.info(stream)).state.last_seq + 1;
      } catch {
        await pause();
      }
    }
    return undefined;
  }

  /** Whether the stream exists yet; any other failure is thrown (the listener starts again). */
  async function streamExists(jsm: JetStreamManager, stream: string): Promise<boolean> {
    try {
      await jsm.streams.info(stream);
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'StreamNotFoundError' || /not found/i.test(String(error))) return false;
      throw error;
    }
  }

  /** Reads the stream from `since`, ready once it has read what the stream held then, and follows it. */
  async function replayAndFollow(connection: NatsConnection, stream: string, since: Date): Promise<void> {
    const jsm = await jetstreamManager(connection);
    while (!stopped && !(await streamExists(jsm, stream))) {
      markReady();
      await pause();
    }
    if (stopped) return;
    const { state } = await jsm.streams.info(stream);
    // Nothing was published since then: ready now. Otherwise once the last message there is read (pending 0).
    if (state.messages === 0 || Date.parse(state.last_ts) < since.getTime()) markReady();
    const consumer = await jetstream(connection).consumers.get(stream, {
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: since.toISOString(),
    });
    messages = await consumer.consume();
    if (stopped) return void (await messages.close());
    options.onConnected?.();
    log.info({ listener: name, stream, since: since.toISOString() }, 'broadcast listener reading the stream');
    for await (const message of messages) {
      options.onMessage({ subject: message.subject, payload: message.string() });
      if (message.info.pending === 0) markReady();
    }
  }

  /** Listens until the subscription ends: at once for a plain one (the connection carries it across restarts). */
  async function listen(connection: NatsConnection): Promise<void> {
    if ('subjects' in from) {
      for (const subject of from.subjects) {
        connection.subscribe(subject, {
          callback: (error, message) => {
            if (error) log.warn({ err: error, listener: name }, 'broadcast subscription error');
            else options.onMessage({ subject: message.subject, payload: message.string() });
          },
        });
      }
      await connection.flush();
      markReady();
      options.onConnected?.();
      log.info({ listener: name, subjects: from.subjects }, 'broadcast listener subscribed');
      await connection.closed();
      return;
    }
    if (from.since) return replayAndFollow(connection, from.stream, from.since());
    // Started again after a failure: from the message after the last one heard, so that what was published
    // meanwhile still reaches the sockets (which cannot know they missed it). The first time: from now on.
    const fromSeq = lastHeard === undefined ? await nextSequence(connection, from.stream) : lastHeard + 1;
    if (fromSeq === undefined) return;
    lastHeard = fromSeq - 1;
    // No subject filter: the stream is one producer's, and older servers refuse some filters on ordered consumers.
    const consumer = await jetstream(connection).consumers.get(from.stream, { opt_start_seq: fromSeq });
    messages = await consumer.consume();
    if (stopped) return void (await messages.close());
    markReady();
    options.onConnected?.();
    log.info({ listener: name, stream: from.stream, fromSeq }, 'broadcast listener reading the stream');
    for await (const message of messages) {
      lastHeard = message.seq;
      options.onMessage({ subject: message.subject, payload: message.string() });
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      try {
        nc = await connectNats(options.url, name, log, () => stopped);
        // A stop that came while connecting could not close this connection: the close below does.
        if (!stopped) {
          watchReconnects(nc);
          await listen(nc);
        }
      } catch (error) {
        if (!stopped) log.error({ err: error, listener: name }, 'broadcast listener failed; starting again');
      }
      await nc?.close().catch(() => undefined);
      if (!stopped) await pause();
    }
  }

  return {
    ready: () => readiness,
    start: () => {
      running ??= run();
    },
    stop: async () => {
      stopped = true;
      await messages?.close();
      await nc?.close();
      await running;
    },
  };
}
