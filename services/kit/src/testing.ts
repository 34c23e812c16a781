import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { subjectOf, type Envelope, type EventDefinition } from '@agency/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import pg from 'pg';
import type { Orm } from './db/orm.js';
import { queryRows, type SqlParams } from './db/sql.js';
import { ensureStream } from './events/nats.js';
import { eventEnvelope } from './events/outbox.js';
import { accessTokenSigner, type Principal } from './http/auth.js';

/** Helpers for tests that run services against the real PostgreSQL and NATS of the machine. */

export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testNatsUrl = process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

export function generateKeys(): KeyPair {
  return generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * A namespace unique to this test run (and file): its databases are agency_<ns>_<service> and its
 * streams <ns>_<PRODUCER>, so runs never see each other's data, nor a running development system's.
 */
export function testNamespace(): string {
  const run = process.env.AGENCY_TEST_RUN ?? 't';
  return `${run}${randomBytes(3).toString('hex')}`;
}

export function databaseUrlFor(namespace: string, service: string): string {
  const url = new URL(testPostgresUrl);
  url.pathname = `/agency_${namespace}_${service}`;
  return url.toString();
}

export function serviceTestEnv(
  namespace: string,
  service: string,
  keys: KeyPair,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrlFor(namespace, service),
    NATS_URL: testNatsUrl,
    EVENT_NAMESPACE: namespace,
    JWT_PUBLIC_KEY: keys.publicKey,
    ...extra,
  };
}

export function signTestToken(keys: KeyPair, principal: Principal, expiresInSeconds = 900): string {
  return accessTokenSigner(keys.privateKey, expiresInSeconds)(principal);
}

/**
 * Publishes an event on its producer's stream in `namespace` (made if missing), as the producer's relay would,
 * for a service under test that consumes or listens to it; answers its envelope.
 */
export async function publishTestEvent<Data>(
  namespace: string,
  definition: EventDefinition<Data>,
  data: Data,
): Promise<Envelope<Data>> {
  const envelope = eventEnvelope(definition.stream.toLowerCase(), definition, data);
  const nc = await connect({ servers: testNatsUrl });
  try {
    await ensureStream(await jetstreamManager(nc), definition.stream, namespace);
    await jetstream(nc).publish(subjectOf(definition.type, namespace), JSON.stringify(envelope), { msgID: envelope.id });
  } finally {
    await nc.close();
  }
  return envelope;
}

/** Drops the databases and streams whose names start with `prefix` (a namespace or a whole run). */
export async function dropTestResources(prefix: string): Promise<void> {
  if (!/^[a-z0-9]+$/.test(prefix)) throw new Error(`refusing to drop resources for prefix ${prefix}`);
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `agency\\_${prefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  const nc = await connect({ servers: testNatsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`${prefix}`) && name.includes('_')) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}

/** What a test needs to know to build one service: its name (which names its database) and how to build it. */
export interface TestableService<S extends BuiltService, C> {
  name: string;
  build: (config: C) => Promise<S>;
  loadConfig: (env: NodeJS.ProcessEnv) => C;
}

/** The parts of a built service the test builder uses. */
export interface BuiltService {
  app: FastifyInstance;
  context: { orm: Orm };
  events: { ready(): Promise<void> };
}

export interface TestServiceOptions {
  /**
   * The test runner's after-all hook (vitest's `afterAll`), which closes the service and drops its
   * databases and streams; passed in so the kit itself does not depend on the runner.
   */
  afterAll: (cleanup: () => Promise<void>) => void;
  /** Extra settings, on top of the shared test settings. */
  env?: Record<string, string>;
  /** Keys to verify (and, for identity, sign) tokens with; fresh ones by default. */
  keys?: KeyPair;
  /** Share another test service's databases and streams; a fresh namespace by default. */
  namespace?: string;
}

export interface TestService<S extends BuiltService> {
  service: S;
  app: FastifyInstance;
  namespace: string;
  keys: KeyPair;
  principals: Record<'admin' | 'member' | 'client', Principal>;
  /** `Bearer …` headers for an admin, a member (a student on the team) and a client, signed with the service's keys. */
  bearer: Record<'admin' | 'member' | 'client', string>;
  /** The environment the service was built from, with `extra` on top. */
  env: (extra?: Record<string, string>) => NodeJS.ProcessEnv;
  /** Builds another instance on the same databases and streams (the caller closes it). */
  another: (extra?: Record<string, string>) => Promise<S>;
  /** Runs a statement (`:name` placeholders) on the service's own database; rows come keyed in camelCase. */
  sql: <Row extends object = Record<string, unknown>>(query: string, params?: SqlParams) => Promise<Row[]>;
  close: () => Promise<void>;
}

/** Long enough for the longest test run (a full fuzz run), so a token never expires mid-run. */
const tokenLifetimeSeconds = 3600;

/**
 * One service on fresh databases and streams, ready (migrated, its event link up), with tokens for
 * an admin, a member and a client. Call it at the top of a test file; it is closed, and its databases and
 * streams dropped, after the file's tests.
 */
export async function testService<S extends BuiltService, C>(
  testable: TestableService<S, C>,
  options: TestServiceOptions,
): Promise<TestService<S>> {
  const namespace = options.namespace ?? testNamespace();
  const keys = options.keys ?? generateKeys();
  // Only the identity service reads the private key: it is the one that signs access tokens.
  const env = (extra: Record<string, string> = {}) =>
    serviceTestEnv(namespace, testable.name, keys, { JWT_PRIVATE_KEY: keys.privateKey, ...options.env, ...extra });
  const another = async (extra: Record<string, string> = {}) => {
    const built = await testable.build(testable.loadConfig(env(extra)));
    await built.app.ready();
    await built.events.ready();
    return built;
  };
  const service = await another();
  const principals = {
    admin: { sub: randomUUID(), email: 'team@maple.example', role: 'admin', name: 'Morgan Mentor' },
    member: { sub: randomUUID(), email: 'student@maple.example', role: 'member', name: 'Sam Student' },
    client: { sub: randomUUID(), email: 'client@shop.example', role: 'client', clientId: randomUUID() },
  } satisfies Record<string, Principal>;
  const close = async () => {
    await service.app.close();
    if (!options.namespace) await dropTestResources(namespace);
  };
  options.afterAll(close);
  return {
    service,
    app: service.app,
    namespace,
    keys,
    principals,
    bearer: {
      admin: `Bearer ${signTestToken(keys, principals.admin, tokenLifetimeSeconds)}`,
      member: `Bearer ${signTestToken(keys, principals.member, tokenLifetimeSeconds)}`,
      client: `Bearer ${signTestToken(keys, principals.client, tokenLifetimeSeconds)}`,
    },
    env,
    another,
    sql: <Row extends object = Record<string, unknown>>(query: string, params?: SqlParams) =>
      queryRows<Row>(service.context.orm, query, params),
    close,
  };
}

/** A request to the service in-process, its payload sent as JSON when there is one, under the given authorization. */
export function injectJson(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  authorization: string | undefined,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as object }),
    headers: {
      ...(payload !== undefined && { 'content-type': 'application/json' }),
      ...(authorization && { authorization }),
    },
  });
}

/** What a service answers on /healthz and /readyz. */
export async function healthOf(app: FastifyInstance): Promise<{ live: unknown; ready: unknown }> {
  const [live, ready] = await Promise.all([app.inject({ url: '/healthz' }), app.inject({ url: '/readyz' })]);
  return { live: live.json(), ready: ready.json() };
}

/** A multipart/form-data body carrying one file in `field`, and its Content-Type header, for upload routes. */
export function multipartFile(field: string, filename: string, mediaType: string, bytes: Buffer) {
  const boundary = '----agency-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mediaType}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/**
 * JSON text of `value` as bytes, with every `marker` character in its strings replaced by a lone surrogate
 * written out as UTF-8 would write a character (ED A0 80): bytes no UTF-8 decoder accepts.
 */
export function withRawLoneSurrogate(value: unknown, marker = '\u{1F4A5}'): Buffer {
  const pieces = JSON.stringify(value).split(marker);
  const surrogate = Buffer.from([0xed, 0xa0, 0x80]);
  return Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [Buffer.from(piece)] : [surrogate, Buffer.from(piece)])));
}
