import { withDefaults } from '@agency/kit';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { startupReindex } from './reindex.js';
import { searchIndexConsumer, serviceSearchConsumers } from './search.events.js';
import { searchIndexFor, searchSite } from './search.service.js';

/**
 * Site search over published posts, the service pages and the static pages. One index (PostgreSQL or
 * Meilisearch) is built here and shared: re-indexed at start-up once `contentLoaded` settles, kept
 * current by the consumers of the service's own post and service-feature events, read by `searchSite`. Answers are kept a
 * moment in `cache` (SEARCH_CACHE_TTL_MS), one per query and limit, as the other hot public reads are
 * (DESIGN §10): the same query asked again reads no index. This replica's index writes clear it once
 * they have committed; another replica's reach it when its answers expire.
 */
export const searchModule = (contentLoaded: Promise<unknown>, cache: ReadCache) =>
  contentContract.module({
    name: 'search',
    setup: (context) => {
      const index = searchIndexFor(context.config, context.orm);
      const indexed = () => cache.clear();
      return {
        operations: contentContract.operations({
          searchSite: {
            handler: async (request) => {
              const { q, limit } = withDefaults(request.query, 'limit');
              return { status: 200, body: await cache.read(`${limit} ${q}`, () => searchSite(index, q, limit)) };
            },
          },
        }),
        consumers: [searchIndexConsumer(index, indexed), ...serviceSearchConsumers(index, indexed)],
        workers: [startupReindex(context.orm, index, context.log, contentLoaded, indexed)],
      };
    },
  });
