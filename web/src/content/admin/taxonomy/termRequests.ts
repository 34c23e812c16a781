import { contentApi } from '../../../shared/api/clients';
import { expectOk } from '../../../shared/api/expectOk';
import type { TaxonomyKind, TaxonomyUsage } from './taxonomyKinds';

type Saved = TaxonomyUsage | { id: string; name: string };

/** One page of the categories or tags a search finds, with their post counts. */
export const readTerms = (kind: TaxonomyKind, query: { q?: string; page: number; pageSize: number }) =>
  expectOk(
    kind === 'categories'
      ? contentApi.GET('/admin/categories', { params: { query } })
      : contentApi.GET('/admin/tags', { params: { query } }),
  );

/** Renames the term `id` names, or (a category) adds one; the server makes the slug from the name. */
export const saveTerm = (kind: TaxonomyKind, name: string, id?: string): Promise<Saved> => {
  if (!id) return expectOk(contentApi.POST('/admin/categories', { body: { name } }));
  return expectOk(
    kind === 'categories'
      ? contentApi.PUT('/admin/categories/{categoryId}', { params: { path: { categoryId: id } }, body: { name } })
      : contentApi.PUT('/admin/tags/{tagId}', { params: { path: { tagId: id } }, body: { name } }),
  );
};
