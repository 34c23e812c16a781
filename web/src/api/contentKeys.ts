import type { PostFilters } from './contentQueries';

const all = ['content'] as const;
const adminPosts = ['posts'] as const;
const adminPartners = ['admin-partners'] as const;
const adminTeamMembers = ['admin-team-members'] as const;
const adminMedia = ['admin-media'] as const;
const adminServices = ['admin-services'] as const;
/** The team's categories or tags: under `all`, so a change to them also reloads the public reads that show them. */
const adminTaxonomy = (kind: string) => [...all, 'admin', kind] as const;

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
  /** The back office's lists of partners, team members and stored images: one page each, by its search. */
  adminPartners: { all: adminPartners, page: (q: string, page: number) => [...adminPartners, q, page] as const },
  adminTeamMembers: { all: adminTeamMembers, page: (q: string, page: number) => [...adminTeamMembers, q, page] as const },
  adminMedia: {
    all: adminMedia,
    page: (q: string, type: string, page: number, pageSize: number) => [...adminMedia, q, type, page, pageSize] as const,
  },
  /** The six services, each one's summary and its parts (a page by search, or all its features). */
  adminServices: {
    all: adminServices,
    list: [...adminServices, 'list'] as const,
    summary: (slug: string) => [...adminServices, slug, 'summary'] as const,
    partPage: (slug: string, kind: string, q: string, page: number) => [...adminServices, slug, kind, q, page] as const,
    allFeatures: (slug: string) => [...adminServices, slug, 'features', 'all'] as const,
  },
  adminTaxonomy: {
    page: (kind: string, filters: { q: string; page: number; pageSize: number }) =>
      [...adminTaxonomy(kind), 'page', filters] as const,
    choices: (kind: string) => [...adminTaxonomy(kind), 'choices'] as const,
  },
};
