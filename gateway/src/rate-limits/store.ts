import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ensureDatabase, fixedWindowCounter, fixedWindowSchema, type WindowCount } from '@agency/kit';

/** Counters shared by every gateway replica: a fixed window per key in the gateway's own database. */
export interface RateLimitStore {
  /** Counts one request under `key`; a window that opens now lasts `windowSeconds`. */
  hit(key: string, windowSeconds: number): Promise<WindowCount>;
  close(): Promise<void>;
}

/** A store that does not answer within this long counts as down: sign-in then fails fast, not slowly. */
const STORE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Opens lazily and keeps retrying: the gateway starts and serves the SPA and the other routes while
 * PostgreSQL is away, and the limits work again as soon as it is back.
 */
export function postgresRateLimitStore(
  databaseUrl: string,
  log: FastifyBaseLogger,
): RateLimitStore & { prepare(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => log.warn({ err: error }, 'rate-limit store connection lost'));
  const counter = fixedWindowCounter(pool);

  let prepared: Promise<void> | undefined;
  const prepare = () => {
    prepared ??= withTimeout(createSchema(databaseUrl, pool), 'preparing the rate-limit store').catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
    return prepared;
  };

  return {
    prepare,
    async hit(key, windowSeconds) {
      await prepare();
      return withTimeout(counter.hit(key, windowSeconds), 'counting a rate-limited request');
    },
    close: () => pool.end(),
  };
}

async function createSchema(databaseUrl: string, pool: pg.Pool): Promise<void> {
  await ensureDatabase(databaseUrl);
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    // Two replicas starting together would race on CREATE TABLE IF NOT EXISTS; the lock orders them.
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('agency-rate-limit-windows'))");
    for (const statement of fixedWindowSchema) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A connection that failed mid-transaction is discarded rather than handed to the next query.
    client.release(failure);
  }
}
