import type { PostFilters } from './contentQueries';

const all = ['content'] as const;
const adminPosts = ['posts'] as const;

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
};
