import { beforeEach, describe, expect, it } from 'vitest';
import { contentTestService, postInput } from './support.js';

const t = await contentTestService();

interface Listed {
  slug: string;
}
const slugsOf = (body: { items: Listed[] }) => body.items.map((post) => post.slug);

let author: string;
let tips: string;

/** Stores a post through the editor's API and sets its publish time, so the order is known. */
async function write(slug: string, overrides: Record<string, unknown>, publishedAt?: string) {
  const response = await t.call('POST', '/admin/posts', postInput(author, { title: slug, slug, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  if (publishedAt) await t.sql('UPDATE posts SET published_at = :publishedAt WHERE slug = :slug', { publishedAt, slug });
  return response.json<{ id: string }>().id;
}

beforeEach(async () => {
  await t.reset();
  await t.addMedia('avatar-ada.svg', 256, 256);
  author = await t.addMember('Ada Lovelace', { avatarUrl: '/api/content/media/avatar-ada.svg' });
  tips = await t.addCategory('Tips', 'tips');
  await t.addCategory('News', 'news');
});

async function blog() {
  await write('oldest', { published: true, categoryId: tips, tags: ['Local SEO'] }, '2025-01-01T10:00:00Z');
  await write('middle', { published: true, featured: true, tags: ['Local SEO', 'Video'] }, '2025-02-01T10:00:00Z');
  await write('newest', { published: true, categoryId: tips }, '2025-03-01T10:00:00Z');
  await write('a-draft', { published: false, categoryId: tips, tags: ['Local SEO'] });
}

describe('published posts for visitors', () => {
  it('lists only published posts, newest first by publish date, with the exact total', async () => {
    await blog();
    const response = await t.call('GET', '/posts', undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(slugsOf(page)).toEqual(['newest', 'middle', 'oldest']);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 12 });
    expect(page.items[0]).toMatchObject({
      published: true,
      category: { name: 'Tips', slug: 'tips' },
      author: { name: 'Ada Lovelace', avatar: { url: '/api/content/media/avatar-ada.svg', width: 256, height: 256 } },
      coverImage: { url: 'https://images.example.com/map.jpg', width: null, height: null },
      publishedAt: '2025-03-01T10:00:00.000Z',
    });
    expect(page.items[0]).not.toHaveProperty('content');
    expect(page.items[1].tags).toEqual([
      expect.objectContaining({ name: 'Local SEO', slug: 'local-seo' }),
      expect.objectContaining({ name: 'Video', slug: 'video' }),
    ]);
  });

  it('filters by featured, category slug and tag slug, and pages with the total of all that match', async () => {
    await blog();
    const list = async (query: string) => (await t.call('GET', `/posts?${query}`, undefined, 'anonymous')).json();
    expect(slugsOf(await list('featured=true'))).toEqual(['middle']);
    expect(slugsOf(await list('featured=false'))).toEqual(['newest', 'oldest']);
    expect(slugsOf(await list('category=tips'))).toEqual(['newest', 'oldest']);
    expect(slugsOf(await list('tag=local-seo'))).toEqual(['middle', 'oldest']);
    expect(slugsOf(await list('tag=local-seo&category=tips'))).toEqual(['oldest']);
    expect(await list('category=news')).toEqual({ items: [], total: 0, page: 1, limit: 12 });
    expect(await list('tag=nothing-here')).toMatchObject({ items: [], total: 0 });

    const second = await list('limit=2&page=2');
    expect(slugsOf(second)).toEqual(['oldest']);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(await list('limit=2&page=9')).toEqual({ items: [], total: 3, page: 9, limit: 2 });
  });

  it('answers one published post with its content, tags, category and SEO meta, and a draft as not found', async () => {
    await blog();
    await t.call(
      'PUT',
      `/admin/posts/${(await t.sql<{ id: string }>("SELECT id FROM posts WHERE slug = 'middle'"))[0]!.id}`,
      postInput(author, {
        title: 'middle',
        slug: 'middle',
        published: true,
        featured: true,
        tags: ['Video'],
        seoTitle: 'Win the map',
        seoDescription: '',
      }),
    );
    const post = await t.call('GET', '/posts/middle', undefined, 'anonymous');
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({
      slug: 'middle',
      content: '## Start here\n\nClaim your profile.',
      authorId: author,
      tags: [{ name: 'Video', slug: 'video' }],
      seo: { title: 'Win the map', description: null },
      category: null,
    });

    for (const slug of ['a-draft', 'never-written']) {
      const missing = await t.call('GET', `/posts/${slug}`, undefined, 'anonymous');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'CONTENT_POST_NOT_FOUND' });
    }
  });

  it.each(['limit=0', 'limit=51', 'page=0', 'page=10001', 'featured=maybe', 'category=Not_A_Slug', 'tag=-x', 'sort=title'])(
    'refuses ?%s with a 400',
    async (query) => {
      const response = await t.call('GET', `/posts?${query}`, undefined, 'anonymous');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    },
  );

  it('refuses a malformed slug with a 400', async () => {
    expect((await t.call('GET', '/posts/Not%20A%20Slug', undefined, 'anonymous')).statusCode).toBe(400);
    expect((await t.call('GET', '/posts/-leading-hyphen', undefined, 'anonymous')).statusCode).toBe(400);
    // The longest slug the contract allows still reaches the handler.
    expect((await t.call('GET', `/posts/${'a'.repeat(200)}`, undefined, 'anonymous')).statusCode).toBe(404);
  });
});

describe('categories and tags', () => {
  it('lists every category and tag by name', async () => {
    await blog();
    expect((await t.call('GET', '/categories', undefined, 'anonymous')).json()).toEqual([
      expect.objectContaining({ name: 'News', slug: 'news' }),
      expect.objectContaining({ name: 'Tips', slug: 'tips' }),
    ]);
    expect((await t.call('GET', '/tags', undefined, 'anonymous')).json().map((tag: { slug: string }) => tag.slug)).toEqual([
      'local-seo',
      'video',
    ]);
  });

  it('lists for the blog only the categories with a published post', async () => {
    await blog();
    await t.addCategory('Drafts only', 'drafts-only');
    await write('draft-in-category', { published: false, categoryId: await t.addCategory('Guides', 'guides') });
    const listed = await t.call('GET', '/categories?published=true', undefined, 'anonymous');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((category: { slug: string }) => category.slug)).toEqual(['tips']);
    expect((await t.call('GET', '/categories', undefined, 'anonymous')).json()).toHaveLength(4);
  });

  it('lets the team add a category, its slug made from the name, and refuses one that makes a slug in use', async () => {
    const created = await t.call('POST', '/admin/categories', { name: 'Social Media & Ads' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Social Media & Ads', slug: 'social-media-ads' });
    const recorded = () =>
      t.sql<{ envelope: { data: unknown; actor: unknown } }>(
        "SELECT envelope FROM outbox_events WHERE envelope->>'type' = 'content.category.created.v1'",
      );
    expect(await recorded()).toEqual([
      {
        envelope: expect.objectContaining({
          data: {
            categoryId: created.json().id,
            name: 'Social Media & Ads',
            slug: 'social-media-ads',
            createdAt: expect.any(String),
          },
          actor: expect.objectContaining({ kind: 'team', id: t.principals.admin.sub, role: 'admin' }),
        }),
      },
    ]);

    const taken = await t.call('POST', '/admin/categories', { name: 'social  media ads' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONTENT_CATEGORY_TAKEN');

    const noSlug = await t.call('POST', '/admin/categories', { name: '!!!' });
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json().details).toEqual([{ path: 'body/name', message: expect.any(String) }]);
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 'Ok', slug: 'ok' }]) {
      expect((await t.call('POST', '/admin/categories', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.count('categories')).toBe(3);
    // A refused category records nothing.
    expect(await recorded()).toHaveLength(1);
  });
});
