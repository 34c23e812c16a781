import type { PostFilters } from './contentQueries';

const all = ['content'] as const;
const adminPosts = ['posts'] as const;
const adminPartners = ['admin-partners'] as const;
const adminTeamMembers = ['admin-team-members'] as const;
const adminMedia = ['admin-media'] as const;
const adminServices = ['admin-services'] as const;

/** A page of a back-office list, by its search and its number. */
const listPage = <Root extends readonly string[]>(root: Root) => ({
  all: root,
  page: (q: string, page: number) => [...root, q, page] as const,
});

/**
 * The content service's query keys. The public site's reads sit under 'content': the same for everyone,
 * they outlive a change of user (queryClient.ts). The back office's posts, drafts among them, do not.
 */
export const contentKeys = {
  all,
  partners: [...all, 'partners'] as const,
  posts: (filters: PostFilters) => [...all, 'posts', filters] as const,
  post: (slug: string) => [...all, 'post', slug] as const,
  preview: (token: string) => [...all, 'preview', token] as const,
  categories: (published: boolean) => [...all, 'categories', { published }] as const,
  teamMembers: [...all, 'team-members'] as const,
  service: (slug: string) => [...all, 'service', slug] as const,
  siteMap: [...all, 'site-map'] as const,
  /** Every list of the team's posts and each post they edit, so one invalidation reloads them all. */
  adminPosts: {
    all: adminPosts,
    recent: [...adminPosts, 'recent'] as const,
    page: (page: number, status?: string) => [...adminPosts, 'page', page, status ?? 'all'] as const,
    reviewQueue: [...adminPosts, 'review-queue'] as const,
    one: (postId: string | undefined) => [...adminPosts, 'one', postId] as const,
    /** A post's saved versions (the editor's Revisions), one version, and its preview links. */
    versions: (postId: string) => [...adminPosts, 'versions', postId] as const,
    versionPage: (postId: string, page: number) => [...adminPosts, 'versions', postId, 'page', page] as const,
    version: (postId: string, versionId: string) => [...adminPosts, 'versions', postId, 'one', versionId] as const,
    previewLinks: (postId: string) => [...adminPosts, 'preview-links', postId] as const,
  },
  /** The team's lists of partners and site team members, every page of each under its `all`. */
  adminPartners: listPage(adminPartners),
  adminTeamMembers: listPage(adminTeamMembers),
  /** The six services, one service's summary and the pages of each of its four parts, all under `all`. */
  /** The back office's stored images: one page each, by its search, type and size. */
  adminMedia: {
    all: adminMedia,
    page: (q: string, type: string, page: number, pageSize: number) => [...adminMedia, q, type, page, pageSize] as const,
  },
  adminServices: {
    all: adminServices,
    list: [...adminServices, 'list'] as const,
    summary: (slug: string) => [...adminServices, slug, 'summary'] as const,
    parts: (slug: string, part: string) => listPage([...adminServices, slug, part] as const),
    allFeatures: (slug: string) => [...adminServices, slug, 'features', 'all'] as const,
  },
  /**
   * The team's categories or tags: their pages and every name (the move and merge choices). Under 'content', so
   * a change reads them again with the public site's lists that show them.
   */
  adminTaxonomy: (kind: 'categories' | 'tags') => {
    const root = [...all, 'admin', kind] as const;
    return {
      all: root,
      page: (q: string, page: number) => [...root, 'page', { q, page }] as const,
      choices: [...root, 'choices'] as const,
    };
  },
};
