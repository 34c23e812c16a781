import type { Post, PostSummary } from '../../content/contentQueries';

/** Published posts as the content service answers them; the day is mid-afternoon so every time zone agrees. */
export function postSummary(number: number, overrides: Partial<PostSummary> = {}): PostSummary {
  const id = `9c0e7a52-0000-4000-8000-${String(number).padStart(12, '0')}`;
  return {
    id,
    title: `Post number ${number}`,
    slug: `post-number-${number}`,
    excerpt: `What post ${number} is about.`,
    coverImage: { url: `/api/content/media/cover-${number}.jpg`, width: 1200, height: 675 },
    author: { name: 'Priya Sharma', avatar: { url: '/api/content/media/priya.jpg', width: 96, height: 96 } },
    published: true,
    featured: false,
    category: { id: '1b2c3d4e-0000-4000-8000-000000000001', name: 'Local SEO', slug: 'local-seo' },
    tags: [{ id: '2b2c3d4e-0000-4000-8000-000000000001', name: 'Google Business Profile', slug: 'google-business-profile' }],
    createdAt: '2026-11-22T15:00:00Z',
    updatedAt: '2026-11-23T15:00:00Z',
    publishedAt: '2026-11-22T16:00:00Z',
    ...overrides,
  };
}

export function post(overrides: Partial<Post> = {}): Post {
  return {
    ...postSummary(1),
    content: '## Start here\n\nA paragraph with **bold** words.',
    authorId: '3c2c3d4e-0000-4000-8000-000000000001',
    seo: { title: null, description: null },
    ...overrides,
  };
}
