import type { components } from '@agency/contracts/openapi/content';

export type TaxonomyUsage = components['schemas']['TaxonomyUsage'];
export type TaxonomyPage = components['schemas']['TaxonomyPage'];

/** The two lists the back office manages the same way: a post's category and its tags. */
export type TaxonomyKind = 'categories' | 'tags';

/** How many rows a page shows; the move and merge choices read every name, 100 at a time. */
export const TAXONOMY_PAGE_SIZE = 20;
export const TAXONOMY_CHOICES = 100;
