import type { EntityManager } from '@mikro-orm/core';
import { queryRows } from '@agency/kit';

/** Any number to share with the other writers of the index; the lock is only ever taken for the search index. */
const SEARCH_INDEX_LOCK = 7_462_011;

/**
 * Serialises writers of the search index (a full re-index, the event consumer, on every replica)
 * until the transaction ends, so each reads the posts after the previous one has written, and
 * none writes an older state of a post over a newer one.
 */
export async function lockSearchIndex(em: EntityManager): Promise<void> {
  await queryRows(em, 'SELECT pg_advisory_xact_lock(:lock)', { lock: SEARCH_INDEX_LOCK });
}
