import { afterAll, describe, expect, it } from 'vitest';
import { contentTestService, postInput } from './support.js';

// Each replica keeps its own short read cache; this one keeps answers for 2 s.
const ttlMs = 2000;
const t = await contentTestService();
const other = await t.another({ READ_CACHE_TTL_MS: String(ttlMs) });
afterAll(() => other.app.close());

const listed = async (app: typeof t.app) =>
  (await app.inject({ url: '/posts' })).json<{ items: Array<{ slug: string }> }>().items.map((post) => post.slug);
const postStatus = async (app: typeof t.app, slug: string) => (await app.inject({ url: `/posts/${slug}` })).statusCode;

describe('the short read cache of the public reads', () => {
  it('shows a change at once on the replica that made it, and on the others within the cache period', async () => {
    const author = await t.addMember('Ada Lovelace');
    const created = await t.call('POST', '/admin/posts', postInput(author, { title: 'Cached', slug: 'cached', published: true }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();

    expect(await listed(t.app)).toEqual(['cached']);
    expect(await listed(other.app)).toEqual(['cached']);
    expect(await postStatus(other.app, 'cached')).toBe(200);

    const unpublished = await t.call('PUT', `/admin/posts/${id}/published`, { published: false });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const changedAt = Date.now();
    // The replica that unpublished it answers from the database at once.
    expect(await listed(t.app)).toEqual([]);
    expect(await postStatus(t.app, 'cached')).toBe(404);

    // Another replica answers from its cache until the period is over, never after.
    expect(await listed(other.app)).toEqual(['cached']);
    await expect.poll(() => listed(other.app), { timeout: ttlMs + 2000, interval: 50 }).toEqual([]);
    await expect.poll(() => postStatus(other.app, 'cached'), { timeout: ttlMs + 2000, interval: 50 }).toBe(404);
    expect(Date.now() - changedAt).toBeLessThan(ttlMs + 500);
  });
});
