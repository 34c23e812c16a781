import { TaxonomyScreen } from './TaxonomyScreen';

/** /admin/tags: the blog's tags with their post counts. */
export function AdminTagsPage() {
  return <TaxonomyScreen kind="tags" />;
}
