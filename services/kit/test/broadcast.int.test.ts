import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import Fastify from 'fastify';
import { broadcastListener, type BroadcastListener, type BroadcastMessage, type BroadcastSource } from '../src/index.js';
import { ensureStream } from '../src/events/nats.js';
import { testNamespace } from '../src/testing.js';

/**
 * The broadcast listener against a NATS server of this file's own (the machine's is shared, so it
 * cannot be restarted here), stopped and started again on the same port and store.
 */

const silent = Fastify({ logger: false }).log;
const namespace = testNamespace();
let storeDir: string;
let port: number;
let server: ChildProcess | undefined;
let url: string;

const eventually = async (check: () => void, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

const reachable = () =>
  new Promise<void>((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
  });

async function startNats(): Promise<void> {
  server = spawn('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      return await reachable();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function stopNats(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** Publishes as a producer would, retrying while the server is still coming back. */
async function publish(subject: string, payload: string, viaStream = false): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    let nc: NatsConnection | undefined;
    try {
      nc = await connect({ servers: url });
      if (viaStream) await jetstream(nc).publish(subject, payload);
      else nc.publish(subject, payload);
      await nc.flush();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await nc?.close();
    }
  }
}

/** A listener as one replica runs it, with what it heard. */
function replica(from: BroadcastSource) {
  const heard: BroadcastMessage[] = [];
  let connections = 0;
  const listener: BroadcastListener = broadcastListener({
    url,
    name: 'kittest-listener',
    log: silent,
    from,
    onMessage: (message) => heard.push(message),
    onConnected: () => connections++,
  });
  listener.start();
  return { listener, heard, payloads: () => heard.map((message) => message.payload), connections: () => connections };
}

beforeAll(async () => {
  storeDir = await mkdtemp(join(tmpdir(), 'agency-broadcast-'));
  port = await freePort();
  url = `nats://127.0.0.1:${port}`;
  await startNats();
});

afterAll(async () => {
  await stopNats();
  if (storeDir) await rm(storeDir, { recursive: true, force: true });
});

describe('the broadcast listener', () => {
  it('gives every replica every message of a plain subscription, again after NATS restarts, and says when it reconnected', async () => {
    const subject = `${namespace}.kittest.page.changed.v1`;
    const replicas = [replica({ subjects: [subject] }), replica({ subjects: [subject] })];
    await Promise.all(replicas.map((r) => r.listener.ready()));
    expect(replicas.map((r) => r.connections())).toEqual([1, 1]);

    await publish(subject, 'before');
    await eventually(() => expect(replicas.map((r) => r.payloads())).toEqual([['before'], ['before']]));
    expect(replicas[0]!.heard[0]!.subject).toBe(subject);

    await stopNats();
    await startNats();
    await eventually(() => expect(replicas.map((r) => r.connections())).toEqual([2, 2]));
    await publish(subject, 'after');
    await eventually(() =>
      expect(replicas.map((r) => r.payloads())).toEqual([
        ['before', 'after'],
        ['before', 'after'],
      ]),
    );

    await Promise.all(replicas.map((r) => r.listener.stop()));
    await publish(subject, 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(replicas.map((r) => r.payloads())).toEqual([
      ['before', 'after'],
      ['before', 'after'],
    ]);
  });

  it('reads a stream from its next sequence on every replica, and carries on after NATS restarts', async () => {
    const admin = await connect({ servers: url });
    const stream = await ensureStream(await jetstreamManager(admin), 'KITTEST', namespace);
    await admin.close();
    const subject = `${namespace}.kittest.message.sent.v1`;
    await publish(subject, 'earlier', true);

    const replicas = [replica({ stream }), replica({ stream })];
    await Promise.all(replicas.map((r) => r.listener.ready()));
    await publish(subject, 'first', true);
    await eventually(() => expect(replicas.map((r) => r.payloads())).toEqual([['first'], ['first']]));

    await stopNats();
    await startNats();
    await publish(subject, 'second', true);
    await eventually(
      () =>
        expect(replicas.map((r) => r.payloads())).toEqual([
          ['first', 'second'],
          ['first', 'second'],
        ]),
      40_000,
    );

    await Promise.all(replicas.map((r) => r.listener.stop()));
  }, 60_000);

  it('with `since`, reads again what the stream holds from then, is ready once it has, and follows the stream', async () => {
    const admin = await connect({ servers: url });
    const stream = await ensureStream(await jetstreamManager(admin), 'KITSINCE', namespace);
    await admin.close();
    const subject = `${namespace}.kitsince.session.ended.v1`;
    await publish(subject, 'too old', true);
    // The stream stamps messages in nanoseconds: the cut falls after the first once the clock has passed it.
    const cut = new Date(Date.now() + 1);
    while (Date.now() <= cut.getTime() + 1) await new Promise((resolve) => setTimeout(resolve, 1));
    await publish(subject, 'recent', true);

    const starting = replica({ stream, since: () => cut });
    await starting.listener.ready();
    expect(starting.payloads()).toEqual(['recent']);
    await publish(subject, 'live', true);
    await eventually(() => expect(starting.payloads()).toEqual(['recent', 'live']));

    const fromNow = replica({ stream, since: () => new Date() });
    await fromNow.listener.ready();
    expect(fromNow.payloads()).toEqual([]);
    await Promise.all([starting, fromNow].map((r) => r.listener.stop()));
  });

  it('with `since`, is ready at once on a stream that does not exist yet, and reads it when it appears', async () => {
    const name = `${namespace}_KITLATER`;
    const waiting = replica({ stream: name, since: () => new Date(Date.now() - 60_000) });
    await waiting.listener.ready();
    const admin = await connect({ servers: url });
    await ensureStream(await jetstreamManager(admin), 'KITLATER', namespace);
    await admin.close();
    await publish(`${namespace}.kitlater.session.ended.v1`, 'first', true);
    await eventually(() => expect(waiting.payloads()).toEqual(['first']));
    await waiting.listener.stop();
  });

  it('stops at once while NATS cannot be reached', async () => {
    const nowhere = `nats://127.0.0.1:${await freePort()}`;
    const listener = broadcastListener({
      url: nowhere,
      name: 'kittest-unreachable',
      log: silent,
      from: { subjects: ['x'] },
      onMessage: () => undefined,
    });
    listener.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const started = Date.now();
    await listener.stop();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
