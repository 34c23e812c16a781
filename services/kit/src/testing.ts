import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
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
