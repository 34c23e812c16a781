import type { EntityManager } from '@mikro-orm/core';
import type { SearchDocument } from './search-document.js';
import type { SearchResult } from './search-result.js';

/**
 * Where the site search keeps its documents: PostgreSQL full-text search in the service's own
 * database by default, Meilisearch when `MEILI_URL` is set. Writes take the transaction the change
 * belongs to (the consumer's, with its inbox row); a backend outside the database ignores it.
 */
export interface SearchIndex {
  readonly backend: 'postgres' | 'meilisearch';
  /** Makes the index ready to take documents (settings); safe to call again. */
  prepare(): Promise<void>;
  /** Adds the documents, or replaces the ones with the same id. */
  upsert(documents: readonly SearchDocument[], within?: EntityManager): Promise<void>;
  /** Removes the documents with these ids; an id not in the index is no error. */
  remove(ids: readonly string[], within?: EntityManager): Promise<void>;
  /** The best `limit` documents for what a visitor typed, with the matched words marked. */
  search(query: string, limit: number): Promise<SearchResult[]>;
  /** Every indexed id with the checksum of what was indexed (see `checksumOf`). */
  checksums(within?: EntityManager): Promise<Map<string, string>>;
  close(): Promise<void>;
}

/** The index could not be reached or did not answer in time: the search is unavailable, not empty. */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index is not available', { cause });
    this.name = 'SearchUnavailableError';
  }
}
