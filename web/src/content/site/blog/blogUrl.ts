import { Slug } from '@agency/contracts/openapi/content.schemas';

/** The blog list's state, kept in the URL: /blog?category=seo&tag=local&page=2. */
export interface BlogView {
  page: number;
  category?: string;
  tag?: string;
}

const slug = new RegExp(Slug.pattern);
const validSlug = (value: string | null) => (value && slug.test(value) ? value : undefined);

/** Reads the URL; a value the API would refuse is ignored rather than shown as an error. */
export function readBlogView(params: URLSearchParams): BlogView {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    category: validSlug(params.get('category')),
    tag: validSlug(params.get('tag')),
  };
}

export function blogHref({ page = 1, category, tag }: Partial<BlogView>): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
