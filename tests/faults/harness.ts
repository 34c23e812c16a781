import { randomInt } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { streamName, type Envelope } from '@agency/contracts';
import { registry, upstreamUrlKey } from '@agency/contracts/registry';
import { freePort } from '../../scripts/lib/infra.mjs';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  databaseUrlFor,
  dropTestResources,
  generateKeys,
  serviceTestEnv,
  testNamespace,
  testNatsUrl,
  type KeyPair,
} from '@agency/kit/testing';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';

/**
 * Runs the real services as child processes, straight from their TypeScript sources (no build
 * needed): `node --conditions=source --import tsx services/<name>/src/server.ts`; with
 * AGENCY_TEST_FROM_BUILD=1 (`npm test` sets it once it has built), from their build output as production
 * runs them, which starts a process in about half the CPU time. Everything started here is tracked and
 * killed by stopAll(), and SIGKILLed if the test process itself exits.
 */

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const fromBuild = process.env.AGENCY_TEST_FROM_BUILD === '1';
/** Node's arguments that run a package's server: `services/content` or `gateway`. */
const serverArguments = (packageDir: string) =>
  fromBuild
    ? ['--enable-source-maps', `${packageDir}/dist/server.js`]
    : ['--conditions=source', '--import', 'tsx', `${packageDir}/src/server.ts`];
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * One crash test's world: its own namespace (databases and streams), keys and mail catcher, the
 * services it starts (sending mail to that catcher), and, after the test, every process, database
 * and stream it made gone again.
 */
export function faultTestContext() {
  const namespace = testNamespace();
  const keys = generateKeys();
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await stopAll();
    await catcher?.close();
    await dropTestResources(namespace);
  });
  const mailCatcher = (): MailCatcher => {
    if (!catcher) throw new Error('the mail catcher starts in beforeAll');
    return catcher;
  };
  return {
    namespace,
    keys,
    mailCatcher,
    /** The e-mails sent for one event (its Message-ID is derived from the event id). */
    mailsFor: (eventId: string) =>
      mailCatcher()
        .messages()
        .filter((m) => m.messageId === messageIdOf(eventId)),
    start: (name: ServiceName, env: Record<string, string> = {}) =>
      startService(name, { namespace, keys, env: { SMTP_URL: mailCatcher().smtpUrl, ...env } }),
    query: <Row extends pg.QueryResultRow>(service: ServiceName, sql: string, params: unknown[] = []) =>
      queryDatabase<Row>(namespace, service, sql, params),
    /** Every event on one of the world's streams (e.g. `NOTIFICATIONS`), oldest first. */
    streamEvents: <Data = unknown>(producerStream: string) => readStream<Data>(streamName(producerStream, namespace)),
  };
}

/** Stops the services and expects each to have shut down cleanly on SIGTERM (consumers, relay and workers stopped, database closed). */
export async function expectCleanShutdown(...services: Process[]): Promise<void> {
  expect(await Promise.all(services.map((service) => service.stop()))).toEqual(services.map(() => ({ code: 0, signal: null })));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The items in a random order (Fisher–Yates, in place), as a network may deliver them. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export { freePort };

/**
 * How long a fault test waits for the system to recover (a restarted service, NATS back, a redelivery)
 * before it fails. The suite runs its fault tests beside every other project on two cores, where a
 * restarted service can take several seconds to start; a wait that succeeds returns as soon as it can.
 */
export const recoveryMs = 60_000;

/** Polls until `check` stops throwing; rethrows its last error after timeoutMs. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 15_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(intervalMs);
    }
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Process {
  child: ChildProcess;
  /** Resolves when the process has exited, however it went. */
  exited: Promise<Exit>;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not gone within 5 s. */
  stop(): Promise<Exit>;
}

function track(command: string, args: string[], env: NodeJS.ProcessEnv): Process {
  const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return {
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        const exit = await exited;
        clearTimeout(timer);
        return exit;
      }
      return exited;
    },
  };
}

export async function stopAll(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

export type ServiceName = 'leads' | 'messaging' | 'notifications' | 'onboarding' | 'payments' | 'audit';

export interface RunningService extends Process {
  name: ServiceName;
  port: number;
  url: string;
}

export interface ServiceOptions {
  namespace: string;
  keys: KeyPair;
  /** Extra environment, e.g. AGENCY_FAULT, SMTP_URL, NATS_URL. */
  env?: Record<string, string>;
  port?: number;
}

const startTimeoutMs = 60_000;

/** Spawns a service and waits until GET /readyz answers 200 (its database is migrated and reachable). */
export async function startService(
  name: ServiceName,
  { namespace, keys, env = {}, port }: ServiceOptions,
): Promise<RunningService> {
  const servicePort = port ?? (await freePort());
  const processEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    ...serviceTestEnv(namespace, name, keys),
    PORT: String(servicePort),
    // Several copies of one service run side by side: each takes a free operator port.
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const started = track(process.execPath, serverArguments(`services/${name}`), processEnv);
  const url = `http://127.0.0.1:${servicePort}`;
  await untilAnswering(started, name, `${url}/readyz`);
  return { ...started, name, port: servicePort, url };
}

/** Waits until GET `probe` answers 200; throws with the process's output if it exits or takes too long. */
async function untilAnswering(started: Process, name: string, probe: string): Promise<void> {
  let exit: Exit | undefined;
  void started.exited.then((result) => (exit = result));
  // Generous: several services compile their TypeScript at once on a shared 2-core machine.
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exit) throw new Error(`${name} exited during start-up (${JSON.stringify(exit)}):\n${started.output()}`);
    const status = await fetch(probe).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) {
      started.child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${startTimeoutMs / 1000} s (last status ${status}):\n${started.output()}`);
    }
    await sleep(100);
  }
}

/**
 * Spawns the gateway from its sources in front of `upstreams` (`<NAME>_URL` values by service name, a
 * comma-separated list for replicas), API only, and waits until GET /healthz answers.
 */
export async function startGateway({
  namespace,
  keys,
  upstreams,
  env = {},
}: {
  namespace: string;
  keys: KeyPair;
  upstreams: Partial<Record<ServiceName, string>>;
  env?: Record<string, string>;
}): Promise<Process & { url: string }> {
  const port = await freePort();
  const started = track(process.execPath, serverArguments('gateway'), {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    ...serviceTestEnv(namespace, registry.gateway.database, keys),
    PORT: String(port),
    // Its operator port on any free port, as the services' (the default 9080 would clash with another run's).
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    // The origin its sockets are opened from, as a browser on its pages would.
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ...Object.fromEntries(Object.entries(upstreams).map(([name, origins]) => [upstreamUrlKey(name), origins])),
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(started, 'gateway', `${url}/healthz`);
  return { ...started, url };
}

/** A nats-server of the test's own, with JetStream in `storeDir`, so the test can stop and restart it. */
export async function startNatsServer(port: number, storeDir: string): Promise<Process> {
  const server = track('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    PATH: process.env.PATH,
  });
  await eventually(
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = createConnection({ host: '127.0.0.1', port }, () => {
          socket.end();
          resolve();
        });
        socket.once('error', reject);
      }),
    10_000,
    50,
  );
  return server;
}

export const makeTempDir = (prefix: string) => mkdtemp(join(tmpdir(), prefix));
export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** Reads a service's database directly, as an operator would. */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  namespace: string,
  service: ServiceName,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrlFor(namespace, service) });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Every message on a stream, oldest first, parsed as event envelopes, as an operator would read them. */
export async function readStream<Data = unknown>(stream: string): Promise<Array<Envelope<Data>>> {
  const nc = await connect({ servers: testNatsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(stream);
    const events: Array<Envelope<Data>> = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const message = await jsm.streams.getMessage(stream, { seq });
      if (message) events.push(message.json<Envelope<Data>>());
    }
    return events;
  } finally {
    await nc.close();
  }
}

export async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export const strategyCall = (email: string) => ({
  situationType: 'poor-roi',
  name: 'Fault Tester',
  email,
  phone: '780-555-0199',
  preferredTime: 'morning',
});

/** The Message-ID of the team's e-mail about an inquiry (notifications' messageIdFor). */
export const messageIdOf = (eventId: string) => `<${eventId}.inquiry.team@agency.notifications>`;
