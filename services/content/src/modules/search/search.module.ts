import { contentContract } from '../../contract.js';

/** Site search. A placeholder that finds nothing until the search engine (PostgreSQL or Meilisearch) is built. */
export const searchModule = contentContract.module({
  name: 'search',
  setup: () => ({
    operations: contentContract.operations({
      searchSite: { handler: async (request) => ({ status: 200, body: { query: request.query.q, results: [] } }) },
    }),
  }),
});
