import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import { streamName, streamSubjects } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { STREAM_DUPLICATE_WINDOW_MS, STREAM_MAX_AGE_MS } from './limits.js';

/**
 * Connects to NATS and keeps reconnecting forever. The returned promise resolves on the first
 * successful connection; services do not wait for it before serving, so a visitor's write still
 * commits (to the outbox) while NATS is down. With `stopped`, it gives up (rejects) once that says so.
 */
export async function connectNats(
  url: string,
  name: string,
  log: FastifyBaseLogger,
  stopped: () => boolean = () => false,
): Promise<NatsConnection> {
  for (let attempt = 1; ; attempt++) {
    if (stopped()) throw new Error(`${name}: stopped before NATS was reached`);
    try {
      const nc = await connect({
        servers: url.split(','),
        name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1000,
        pingInterval: 10_000,
      });
      return nc;
    } catch (error) {
      if (attempt === 1 || attempt % 30 === 0) log.warn({ err: error }, 'NATS not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Creates a producer's stream when it is missing: file storage, the dedupe window and max age of
 * limits.ts. The producer also brings an existing stream's settings up to date; a consumer only makes
 * sure the stream is there, so it can start before its producer ever has.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  producerStream: string,
  namespace: string,
  options: { replicas?: number; updateExisting?: boolean } = {},
): Promise<string> {
  const name = streamName(producerStream, namespace);
  const config = {
    name,
    subjects: streamSubjects(producerStream, namespace),
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(STREAM_DUPLICATE_WINDOW_MS),
    max_age: nanos(STREAM_MAX_AGE_MS),
    num_replicas: options.replicas ?? 1,
  };
  try {
    await jsm.streams.info(name);
    if (options.updateExisting) await jsm.streams.update(name, config);
  } catch (error) {
    if ((error as { name?: string }).name !== 'StreamNotFoundError' && !/not found/i.test(String(error))) throw error;
    await jsm.streams.add(config);
  }
  return name;
}

export { jetstreamManager };
