import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from '@agency/kit';

/**
 * SQL on the transaction `db` is in, if any (the kit's `queryRows` takes the pool's next connection,
 * which would not see a transaction's own writes nor hold its locks). Rows keep the SELECT's
 * column names, so callers alias them in camelCase.
 */
export function executeIn<Row>(db: Orm | EntityManager, sql: string, params: readonly unknown[] = []): Promise<Row[]> {
  const em: EntityManager = 'em' in db ? db.em : db;
  return em.getConnection().execute<Row[]>(sql, [...params], 'all', em.getTransactionContext());
}

/** Any number to share with the other writers of the index; the lock is only ever taken for the search index. */
const SEARCH_INDEX_LOCK = 7_462_011;

/**
 * Serialises writers of the search index (a full re-index, the event consumer, on every replica)
 * until the transaction ends, so each reads the posts after the previous one has written, and
 * none writes an older state of a post over a newer one.
 */
export async function lockSearchIndex(em: EntityManager): Promise<void> {
  await executeIn(em, 'SELECT pg_advisory_xact_lock(?)', [SEARCH_INDEX_LOCK]);
}
