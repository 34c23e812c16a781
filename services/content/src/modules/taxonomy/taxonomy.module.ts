import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** The blog's categories and tags. */
export const taxonomyModule = contentContract.module({
  name: 'taxonomy',
  setup: () => ({
    operations: contentContract.operations({
      listCategories: { handler: notBuiltYet },
      listTags: { handler: notBuiltYet },
      createCategory: { roles: ['admin'], handler: notBuiltYet },
    }),
  }),
});
