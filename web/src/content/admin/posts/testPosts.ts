import type { PostSummary } from './post';

/** A post as lists show it, for the screens' tests; overrides make the one a test needs. */
export const postSummary = (overrides: Partial<PostSummary> = {}): PostSummary => ({
  id: '9e4f1d2b-0000-4000-8000-000000000001',
  title: 'Five Website Fixes for Edmonton Shops',
  slug: 'five-website-fixes-for-edmonton-shops',
  excerpt: 'Small changes that bring more customers through the door.',
  coverImage: { url: '/api/content/media/shopfront.jpg', width: 1200, height: 630 },
  author: { name: 'Amara Okafor', avatar: null },
  published: true,
  featured: false,
  category: null,
  tags: [],
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  publishedAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

/** A draft by another author, created a week later. */
export const draftSummary = postSummary({
  id: '9e4f1d2b-0000-4000-8000-000000000002',
  title: 'Student Teams, Real Results',
  slug: 'student-teams-real-results',
  author: { name: 'Liam Chen', avatar: null },
  published: false,
  createdAt: '2026-03-09T09:00:00.000Z',
  publishedAt: null,
});
