import { withDefaults } from '@agency/kit';
import { contentContract } from '../../contract.js';
import { startupReindex } from './reindex.js';
import { searchIndexConsumer } from './search.events.js';
import { searchIndexFor, searchSite } from './search.service.js';

/**
 * Site search over published posts, the service pages and the static pages. One index (PostgreSQL or
 * Meilisearch) is built here and shared: re-indexed at start-up once `contentLoaded` settles, kept
 * current by the consumer of the service's own post events, read by `searchSite`.
 */
export const searchModule = (contentLoaded: Promise<unknown>) =>
  contentContract.module({
    name: 'search',
    setup: (context) => {
      const index = searchIndexFor(context.config, context.orm);
      return {
        operations: contentContract.operations({
          searchSite: {
            handler: async (request) => {
              const { q, limit } = withDefaults(request.query, 'limit');
              return { status: 200, body: await searchSite(index, q, limit) };
            },
          },
        }),
        consumers: [searchIndexConsumer(index)],
        workers: [startupReindex(context.orm, index, context.log, contentLoaded)],
      };
    },
  });
