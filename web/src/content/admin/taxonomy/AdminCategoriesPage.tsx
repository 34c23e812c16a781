import { TaxonomyScreen } from './TaxonomyScreen';

/** /admin/categories: the blog's categories with their post counts. */
export function AdminCategoriesPage() {
  return <TaxonomyScreen kind="categories" />;
}
