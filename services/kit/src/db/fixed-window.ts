import { createHash } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { execute, queryRow, type Queryable } from './sql.js';

/**
 * Fixed-window counters in PostgreSQL, shared by every replica that uses the same database: the gateway's
 * limits per client address and identity's limit per account. A key's window opens at its first hit and
 * lasts the window's length in seconds; the database's clock decides, so replicas whose clocks differ still agree.
 */

/** Where the counters live, in the database of each service that counts. */
export const rateLimitTable = 'rate_limit_windows';

/** Idempotent, so a service without a migrator can run it at start. */
export const fixedWindowSchema = [
  `CREATE TABLE IF NOT EXISTS ${rateLimitTable} (
    key text PRIMARY KEY,
    expires_at timestamptz NOT NULL,
    hits integer NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS ${rateLimitTable}_expiry ON ${rateLimitTable} (expires_at)`,
];

class CreateRateLimitWindows extends Migration {
  override up(): void {
    for (const statement of fixedWindowSchema) this.addSql(statement);
  }
}

export const fixedWindowMigration = { name: '0000-kit-rate-limit-windows', class: CreateRateLimitWindows };

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window closes and the count starts again. */
  resetsInSeconds: number;
  /** Identifies the window when a hit is given back. */
  windowEnd: string;
}

// Conflicting inserts on one key are serialised by its row lock, so concurrent hits never lose a count.
const hitSql = `
  INSERT INTO ${rateLimitTable} AS w (key, expires_at, hits)
  VALUES (:key::text, now() + make_interval(secs => :windowSeconds::int), 1)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN w.expires_at <= now() THEN 1 ELSE w.hits + 1 END,
    expires_at = CASE WHEN w.expires_at <= now() THEN excluded.expires_at ELSE w.expires_at END
  RETURNING w.hits, w.expires_at::text AS window_end, ceil(extract(epoch FROM w.expires_at - now()))::int AS resets_in`;

const refundSql = `
  UPDATE ${rateLimitTable} SET hits = hits - 1
  WHERE key = :key::text AND expires_at = :windowEnd::timestamptz AND hits > 0`;

const pruneSql = `DELETE FROM ${rateLimitTable} WHERE expires_at < now()`;

const clearSql = `DELETE FROM ${rateLimitTable} WHERE key = :key::text`;

export interface FixedWindowCounter {
  /**
   * Counts one hit for `key` in the current window, atomically across replicas. A window that opens now
   * lasts `windowSeconds` (the counter's own length unless given); keep one length per key.
   */
  hit(key: string, windowSeconds?: number): Promise<WindowCount>;
  /** Takes back a hit that should not count (e.g. a sign-in that succeeded). */
  refund(key: string, count: WindowCount): Promise<void>;
  /** Forgets every hit of `key` in the current window (e.g. an account's failed sign-ins once its owner reset the password). */
  clear(key: string): Promise<void>;
}

/** Keys are stored hashed: the table then holds no addresses or e-mails. */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

interface HitRow {
  hits: number;
  windowEnd: string;
  resetsIn: number;
}

/**
 * Closed windows are cleared when a window opens, at most this often per counter: a flood of new keys (one per
 * address or e-mail tried) does not cost a delete each, and how long a hit takes does not tell whether its key
 * was new (say, an e-mail never tried before).
 */
const PRUNE_INTERVAL_MS = 60_000;

/** Counters in `db`'s database: a service's ORM or entity manager, or the gateway's own pool. */
export function fixedWindowCounter(db: Queryable, defaultWindowSeconds = 60): FixedWindowCounter {
  let prunedAt = -Infinity;
  return {
    async hit(key, windowSeconds = defaultWindowSeconds) {
      const row = await queryRow<HitRow>(db, hitSql, { key: storedKey(key), windowSeconds });
      const count = {
        hits: Number(row?.hits),
        resetsInSeconds: Math.max(1, Number(row?.resetsIn)),
        windowEnd: String(row?.windowEnd),
      };
      // A window opening is the moment to clear those that have closed: it needs no timer.
      if (count.hits === 1 && performance.now() - prunedAt >= PRUNE_INTERVAL_MS) {
        prunedAt = performance.now();
        await execute(db, pruneSql);
      }
      return count;
    },
    async refund(key, count) {
      await execute(db, refundSql, { key: storedKey(key), windowEnd: count.windowEnd });
    },
    async clear(key) {
      await execute(db, clearSql, { key: storedKey(key) });
    },
  };
}
