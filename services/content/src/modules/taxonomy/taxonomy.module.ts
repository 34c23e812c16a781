import { teamRoles, withDefaults } from '@agency/kit';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { deleteCategory, renameCategory } from './categories-admin.service.js';
import { deleteTag, mergeTag, renameTag } from './tags-admin.service.js';
import { createCategory, listCategories, listTags } from './taxonomy.service.js';
import { usagePage } from './taxonomy-usage.js';

/**
 * The blog's categories and tags: anyone reads them, the team lists them with their use and adds
 * categories, admins rename, merge and delete. The public pages show them on every post, so each change
 * clears the read cache once it has committed, as a post's change does.
 */
export function taxonomyModule(cache: ReadCache) {
  const changed = <T>(result: T): T => {
    cache.clear();
    return result;
  };
  return contentContract.module({
    name: 'taxonomy',
    setup: ({ orm, relay }) => {
      const deps = { orm, relay };
      return {
        operations: contentContract.operations({
          listCategories: {
            handler: async (request) => ({ status: 200, body: await listCategories(orm, request.query.published === true) }),
          },
          listTags: { handler: async () => ({ status: 200, body: await listTags(orm) }) },
          // Members write posts too, so they file them under a new category when none fits.
          createCategory: {
            roles: [...teamRoles],
            handler: async (request) => ({ status: 201, body: changed(await createCategory(deps, request.body.name)) }),
          },
          listCategoryUsage: {
            roles: [...teamRoles],
            handler: async (request) => ({
              status: 200,
              body: await usagePage(orm, 'categories', withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          renameCategory: {
            roles: ['admin'],
            handler: async (request) => ({
              status: 200,
              body: changed(await renameCategory(deps, request.params.categoryId, request.body.name)),
            }),
          },
          deleteCategory: {
            roles: ['admin'],
            handler: async (request) => {
              changed(await deleteCategory(deps, request.params.categoryId, request.query.moveTo));
              return { status: 204 };
            },
          },
          listTagUsage: {
            roles: [...teamRoles],
            handler: async (request) => ({
              status: 200,
              body: await usagePage(orm, 'tags', withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          renameTag: {
            roles: ['admin'],
            handler: async (request) => ({
              status: 200,
              body: changed(await renameTag(deps, request.params.tagId, request.body.name)),
            }),
          },
          mergeTag: {
            roles: ['admin'],
            handler: async (request) => ({
              status: 200,
              body: changed(await mergeTag(deps, request.params.tagId, request.body.into)),
            }),
          },
          deleteTag: {
            roles: ['admin'],
            handler: async (request) => {
              changed(await deleteTag(deps, request.params.tagId));
              return { status: 204 };
            },
          },
        }),
      };
    },
  });
}
