import { AppError, type Orm } from '@agency/kit';
import type { SearchResults } from '@agency/contracts/openapi/content';
import type { ContentConfig } from '../../config.js';
import { MeilisearchIndex } from './meilisearch-index.js';
import { PostgresSearchIndex } from './postgres-search-index.js';
import { SearchUnavailableError, type SearchIndex } from './search-index.js';

/** Meilisearch when `MEILI_URL` is set, else PostgreSQL full-text search in the service's own database. */
export function searchIndexFor(config: ContentConfig, orm: Orm): SearchIndex {
  if (!config.MEILI_URL) return new PostgresSearchIndex(orm);
  return new MeilisearchIndex({
    url: config.MEILI_URL,
    apiKey: config.MEILI_KEY,
    // The spec's index is `pages`; a namespace (a test run) gets its own, as it gets its own streams.
    indexUid: config.EVENT_NAMESPACE ? `${config.EVENT_NAMESPACE}_pages` : 'pages',
  });
}

/**
 * The search box's query: whatever was typed is text (the backends never read it as syntax), so a
 * malformed query finds nothing rather than failing. An index that does not answer is a 503, which
 * the site shows as no results.
 */
export async function searchSite(index: SearchIndex, query: string, limit: number): Promise<SearchResults> {
  try {
    return { query, results: await index.search(query, limit) };
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    throw new AppError(503, 'CONTENT_SEARCH_UNAVAILABLE', 'Search is not available right now. Try again shortly.');
  }
}
