import { teamRoles } from '@agency/kit';
import { contentContract } from '../../contract.js';
import { createCategory, listCategories, listTags } from './taxonomy.service.js';

/** The blog's categories and tags: anyone reads them, the team adds categories (tags come with posts). */
export const taxonomyModule = contentContract.module({
  name: 'taxonomy',
  setup: ({ orm, relay }) => ({
    operations: contentContract.operations({
      listCategories: {
        handler: async (request) => ({ status: 200, body: await listCategories(orm, request.query.published === true) }),
      },
      listTags: { handler: async () => ({ status: 200, body: await listTags(orm) }) },
      // Members write posts too, so they file them under a new category when none fits.
      createCategory: {
        roles: [...teamRoles],
        handler: async (request) => ({ status: 201, body: await createCategory({ orm, relay }, request.body.name) }),
      },
    }),
  }),
});
