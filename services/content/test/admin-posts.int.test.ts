import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentTestService, postInput } from './support.js';

const t = await contentTestService();

let author: string;
let category: string;

beforeEach(async () => {
  await t.reset();
  await t.addMedia('avatar-grace.svg', 128, 128);
  author = await t.addMember('Grace Hopper', { avatarUrl: '/api/content/media/avatar-grace.svg' });
  category = await t.addCategory('Tips', 'tips');
});

const create = (overrides: Record<string, unknown> = {}) => t.call('POST', '/admin/posts', postInput(author, overrides));
const eventTypes = async (postId: string) => (await t.outbox(postId)).map((event) => event.type).sort();

async function created(overrides: Record<string, unknown> = {}) {
  const response = await create(overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string; publishedAt: string | null; updatedAt: string }>();
}

/** Nothing was stored: no post, tag, SEO meta or event. */
async function expectNothingStored() {
  expect(await t.count('posts')).toBe(0);
  expect(await t.count('tags')).toBe(0);
  expect(await t.count('post_seo_meta')).toBe(0);
  expect(await t.count('outbox_events')).toBe(0);
}

describe('writing a post', () => {
  it('stores the editor’s fields, copies the author’s name and avatar, makes tags, and records content.post.created.v1', async () => {
    const response = await create({
      categoryId: category,
      tags: ['Local SEO', 'Google Maps'],
      seoTitle: 'Win the map',
      seoDescription: 'Five ways',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json();
    expect(post).toMatchObject({
      title: 'Five ways to win the map',
      slug: 'five-ways-to-win-the-map',
      authorId: author,
      author: { name: 'Grace Hopper', avatar: { url: '/api/content/media/avatar-grace.svg', width: 128, height: 128 } },
      published: false,
      featured: false,
      publishedAt: null,
      category: { id: category, name: 'Tips', slug: 'tips' },
      tags: [
        { name: 'Google Maps', slug: 'google-maps' },
        { name: 'Local SEO', slug: 'local-seo' },
      ],
      seo: { title: 'Win the map', description: 'Five ways' },
    });
    expect((await t.call('GET', `/admin/posts/${post.id}`)).json()).toEqual(post);
    expect(await t.outbox(post.id)).toEqual([
      {
        type: 'content.post.created.v1',
        data: { postId: post.id, slug: post.slug, title: post.title, published: false, occurredBy: t.principals.admin.sub },
      },
    ]);
  });

  it('records its events as the doing of the team member who wrote it, by id and name', async () => {
    const post = await created();
    const [event] = await t.sql<{ actor: unknown }>(
      "SELECT envelope->'actor' AS actor FROM outbox_events WHERE envelope->'data'->>'postId' = :postId",
      { postId: post.id },
    );
    expect(event?.actor).toEqual({ kind: 'team', id: t.principals.admin.sub, name: 'Morgan Mentor', role: 'admin' });
  });

  it('has its events published to the CONTENT stream by the relay', async () => {
    const post = await created();
    await vi.waitFor(
      async () => {
        const [row] = await t.sql<{ publishedAt: string | null }>(
          "SELECT published_at FROM outbox_events WHERE envelope->'data'->>'postId' = :id",
          { id: post.id },
        );
        expect(row?.publishedAt).not.toBeNull();
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('publishes at once when asked: content.post.created.v1 and content.post.published.v1', async () => {
    const post = await created({ published: true });
    expect(post.publishedAt).not.toBeNull();
    expect(await eventTypes(post.id)).toEqual(['content.post.created.v1', 'content.post.published.v1']);
    const [published] = (await t.outbox(post.id)).filter((event) => event.type === 'content.post.published.v1');
    expect(published?.data.publishedAt).toBe(post.publishedAt);
  });

  it('reuses a tag whose name makes the same slug', async () => {
    await created({ slug: 'one', tags: ['Local SEO'] });
    const second = await created({ slug: 'two', tags: ['local seo', 'LOCAL-SEO'] });
    expect((await t.call('GET', `/admin/posts/${second.id}`)).json().tags).toEqual([
      expect.objectContaining({ name: 'Local SEO', slug: 'local-seo' }),
    ]);
    expect(await t.count('tags')).toBe(1);
  });

  it('refuses a slug in use with a 409 and stores nothing more', async () => {
    await created();
    const again = await create({ title: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'CONTENT_SLUG_TAKEN' });
    expect(await t.count('posts')).toBe(1);
    expect(await t.count('outbox_events')).toBe(1);
  });

  it('gives one of two simultaneous posts with the same slug a 409', async () => {
    const statuses = (await Promise.all([create(), create()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await t.count('posts')).toBe(1);
  });

  it('refuses an author who is not an active team member, naming body/authorId', async () => {
    const former = await t.addMember('Former Writer', { active: false });
    for (const authorId of [former, randomUUID()]) {
      const response = await t.call('POST', '/admin/posts', postInput(authorId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CONTENT_AUTHOR_NOT_ACTIVE',
        details: [{ path: 'body/authorId', message: expect.any(String) }],
      });
    }
    await expectNothingStored();
  });

  it('refuses a category that does not exist, naming body/categoryId', async () => {
    const response = await create({ categoryId: randomUUID(), tags: ['New Tag'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CONTENT_CATEGORY_NOT_FOUND', details: [{ path: 'body/categoryId' }] });
    await expectNothingStored();
  });

  it('refuses a tag without a letter or digit', async () => {
    const response = await create({ tags: ['Fine', '!!!'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'body/tags/1', message: expect.any(String) }]);
    await expectNothingStored();
  });

  const badPosts: Array<[string, Record<string, unknown>]> = [
    ['a missing title', { title: undefined }],
    ['a blank title', { title: '   ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['an upper-case slug', { slug: 'Five-Ways' }],
    ['a slug with a space', { slug: 'five ways' }],
    ['a cover on plain http', { coverImage: 'http://images.example.com/map.jpg' }],
    ['a cover that is not an image URL', { coverImage: 'javascript:alert(1)' }],
    ['a missing excerpt', { excerpt: undefined }],
    ['blank content', { content: ' \n ' }],
    ['a published flag as a string', { published: 'yes' }],
    ['an author id that is not a uuid', { authorId: 'grace' }],
    ['a repeated tag', { tags: ['SEO', 'SEO'] }],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }],
    ['an SEO title over 70 characters', { seoTitle: 'x'.repeat(71) }],
    ['an SEO description over 160 characters', { seoDescription: 'x'.repeat(161) }],
    ['a mass-assigned publish time', { publishedAt: '2020-01-01T00:00:00Z' }],
    ['a mass-assigned author name', { authorName: 'Someone Else' }],
    ['a NUL byte', { content: 'Hello\u0000' }],
  ];
  it.each(badPosts)('refuses %s with a 400 and stores nothing', async (_label, overrides) => {
    const response = await create(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    await expectNothingStored();
  });
});

describe('editing a post', () => {
  it('replaces the fields, moves updated time, and records content.post.updated.v1 with the previous slug', async () => {
    const post = await created({ tags: ['Old Tag'] });
    const response = await t.call(
      'PUT',
      `/admin/posts/${post.id}`,
      postInput(author, { title: 'Six ways', slug: 'six-ways', tags: ['New Tag'], featured: true }),
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({ title: 'Six ways', slug: 'six-ways', featured: true, tags: [{ name: 'New Tag' }] });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt));
    const updates = (await t.outbox(post.id)).filter((event) => event.type === 'content.post.updated.v1');
    expect(updates.map((event) => event.data.previousSlug)).toEqual(['five-ways-to-win-the-map']);

    await t.call('PUT', `/admin/posts/${post.id}`, postInput(author, { title: 'Six ways!', slug: 'six-ways' }));
    const second = (await t.outbox(post.id)).filter((event) => event.type === 'content.post.updated.v1');
    expect(second.map((event) => event.data.previousSlug)).toEqual(['five-ways-to-win-the-map', null]);
  });

  it('records published, then unpublished, when an edit changes the flag, and keeps the first publish time', async () => {
    const post = await created();
    const published = await t.call('PUT', `/admin/posts/${post.id}`, postInput(author, { published: true }));
    const firstPublished = published.json().publishedAt;
    expect(firstPublished).not.toBeNull();
    expect(await eventTypes(post.id)).toEqual([
      'content.post.created.v1',
      'content.post.published.v1',
      'content.post.updated.v1',
    ]);

    const unpublished = await t.call('PUT', `/admin/posts/${post.id}`, postInput(author, { published: false }));
    expect(unpublished.json()).toMatchObject({ published: false, publishedAt: firstPublished });
    expect((await eventTypes(post.id)).filter((type) => type === 'content.post.unpublished.v1')).toHaveLength(1);
  });

  it('keeps an author who has left since, but will not switch to one', async () => {
    const post = await created();
    await t.sql('UPDATE team_members SET active = false WHERE id = :author', { author });
    expect((await t.call('PUT', `/admin/posts/${post.id}`, postInput(author, { title: 'Still mine' }))).statusCode).toBe(200);
    const other = await t.addMember('Left Too', { active: false });
    expect((await t.call('PUT', `/admin/posts/${post.id}`, postInput(other))).statusCode).toBe(400);
  });

  it('refuses another post’s slug with a 409 and an unknown post with a 404, changing nothing', async () => {
    const first = await created();
    await created({ slug: 'second' });
    const taken = await t.call('PUT', `/admin/posts/${first.id}`, postInput(author, { slug: 'second' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONTENT_SLUG_TAKEN');
    const unknown = await t.call('PUT', `/admin/posts/${randomUUID()}`, postInput(author));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONTENT_POST_NOT_FOUND');
    expect((await t.call('PUT', '/admin/posts/42', postInput(author))).statusCode).toBe(400);
    expect((await t.call('GET', `/admin/posts/${first.id}`)).json().slug).toBe('five-ways-to-win-the-map');
    expect(await t.count('outbox_events')).toBe(2);
  });
});

describe('publishing, unpublishing and deleting', () => {
  it('publishes with the publish time stamped once, unpublishes, and changes nothing when the flag is already so', async () => {
    const post = await created();
    const publish = (published: unknown) => t.call('PUT', `/admin/posts/${post.id}/published`, { published });

    const first = await publish(true);
    expect(first.statusCode).toBe(200);
    const publishedAt = first.json().publishedAt;
    expect(publishedAt).not.toBeNull();
    expect((await t.call('GET', '/posts/five-ways-to-win-the-map', undefined, 'anonymous')).statusCode).toBe(200);

    expect((await publish(false)).json()).toMatchObject({ published: false, publishedAt });
    expect((await t.call('GET', '/posts/five-ways-to-win-the-map', undefined, 'anonymous')).statusCode).toBe(404);
    expect((await publish(false)).statusCode).toBe(200);
    expect((await publish(true)).json()).toMatchObject({ published: true, publishedAt });

    expect(await eventTypes(post.id)).toEqual([
      'content.post.created.v1',
      'content.post.published.v1',
      'content.post.published.v1',
      'content.post.unpublished.v1',
    ]);
    expect((await publish('yes')).statusCode).toBe(400);
    expect((await t.call('PUT', `/admin/posts/${post.id}/published`, {})).statusCode).toBe(400);
    expect((await t.call('PUT', `/admin/posts/${randomUUID()}/published`, { published: true })).statusCode).toBe(404);
  });

  it('deletes a post with its tag links and SEO meta, records content.post.deleted.v1, and 404s the second time', async () => {
    const post = await created({ published: true, tags: ['Kept Tag'], seoTitle: 'x' });
    const deleted = await t.call('DELETE', `/admin/posts/${post.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await t.count('posts')).toBe(0);
    expect(await t.count('post_tags')).toBe(0);
    expect(await t.count('post_seo_meta')).toBe(0);
    expect(await t.count('tags')).toBe(1);
    const [event] = (await t.outbox(post.id)).filter((e) => e.type === 'content.post.deleted.v1');
    expect(event?.data).toMatchObject({ postId: post.id, slug: post.slug, published: true });

    const again = await t.call('DELETE', `/admin/posts/${post.id}`);
    expect(again.statusCode).toBe(404);
    expect((await t.call('GET', `/admin/posts/${post.id}`)).statusCode).toBe(404);
  });
});

describe('the team’s list', () => {
  it('lists every post, drafts included, newest first by creation, paged with the total', async () => {
    for (const slug of ['first', 'second', 'third']) await created({ slug, published: slug === 'second' });
    const days: Record<string, number> = { second: 1, first: 2, third: 3 };
    for (const [slug, ago] of Object.entries(days)) {
      await t.sql(`UPDATE posts SET created_at = now() - interval '${ago} days' WHERE slug = :slug`, { slug });
    }
    const all = (await t.call('GET', '/admin/posts')).json();
    expect(all).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.items.map((post: { slug: string }) => post.slug)).toEqual(['second', 'first', 'third']);
    const latest = (await t.call('GET', '/admin/posts?limit=1&page=2')).json();
    expect(latest).toMatchObject({ total: 3, items: [{ slug: 'first' }] });
    expect((await t.call('GET', '/admin/posts?limit=101')).statusCode).toBe(400);
  });
});
