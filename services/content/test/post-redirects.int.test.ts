import { beforeEach, describe, expect, it } from 'vitest';
import { contentTestService, postInput } from './support.js';

const t = await contentTestService();

let author: string;

beforeEach(async () => {
  await t.reset();
  // The search index is the service's own projection of the posts: emptied too, so each test sees its own.
  await t.sql('TRUNCATE search_documents');
  author = await t.addMember('Grace Hopper');
});

/** A post as the editor stores it; returns its id. */
async function write(slug: string, published: boolean): Promise<string> {
  const response = await t.call('POST', '/admin/posts', postInput(author, { title: slug, slug, published }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** Saves the post under another slug (and title), as the editor does when the title changes. */
const rename = (id: string, slug: string, overrides: Record<string, unknown> = {}) =>
  t.call('PUT', `/admin/posts/${id}`, postInput(author, { title: slug, slug, published: true, ...overrides }));

async function renamed(id: string, slug: string, overrides: Record<string, unknown> = {}) {
  const response = await rename(id, slug, overrides);
  expect(response.statusCode, response.body).toBe(200);
}

/** What a visitor's read of /posts/{slug} answers: the status and, when found, the post's current slug. */
async function visit(slug: string): Promise<{ status: number; slug?: string; code?: string }> {
  const response = await t.call('GET', `/posts/${slug}`, undefined, 'anonymous');
  const body = response.json<{ slug?: string; code?: string }>();
  return { status: response.statusCode, ...(response.statusCode === 200 ? { slug: body.slug } : { code: body.code }) };
}

const redirects = () =>
  t.sql<{ oldSlug: string; postId: string }>('SELECT old_slug, post_id FROM post_redirects ORDER BY old_slug');

describe('a published post renamed', () => {
  it('answers its old slug with the post under its new one, and keeps the old slug in the table', async () => {
    const id = await write('window-displays', true);
    await renamed(id, 'seasonal-window-displays');

    expect(await visit('window-displays')).toEqual({ status: 200, slug: 'seasonal-window-displays' });
    expect(await visit('seasonal-window-displays')).toEqual({ status: 200, slug: 'seasonal-window-displays' });
    expect(await redirects()).toEqual([{ oldSlug: 'window-displays', postId: id }]);
    const [updated] = (await t.outbox(id)).filter((event) => event.type === 'content.post.updated.v1');
    expect(updated?.data).toMatchObject({ slug: 'seasonal-window-displays', previousSlug: 'window-displays' });
  });

  it('leads every earlier slug straight to the latest (A, B, C), and takes an earlier slug back', async () => {
    const id = await write('a-first-name', true);
    await renamed(id, 'b-second-name');
    await renamed(id, 'c-third-name');
    expect(await visit('a-first-name')).toEqual({ status: 200, slug: 'c-third-name' });
    expect(await visit('b-second-name')).toEqual({ status: 200, slug: 'c-third-name' });
    expect((await redirects()).map((row) => row.oldSlug)).toEqual(['a-first-name', 'b-second-name']);

    await renamed(id, 'a-first-name');
    expect(await visit('a-first-name')).toEqual({ status: 200, slug: 'a-first-name' });
    expect(await visit('b-second-name')).toEqual({ status: 200, slug: 'a-first-name' });
    expect(await visit('c-third-name')).toEqual({ status: 200, slug: 'a-first-name' });
    expect((await redirects()).map((row) => row.oldSlug)).toEqual(['b-second-name', 'c-third-name']);
  });

  it('keeps its old slug once unpublished too, answering 404 for both until it is published again', async () => {
    const id = await write('window-displays', true);
    await renamed(id, 'seasonal-window-displays', { published: false });
    expect(await visit('window-displays')).toEqual({ status: 404, code: 'CONTENT_POST_NOT_FOUND' });
    expect(await visit('seasonal-window-displays')).toEqual({ status: 404, code: 'CONTENT_POST_NOT_FOUND' });

    expect((await t.call('PUT', `/admin/posts/${id}/published`, { published: true })).statusCode).toBe(200);
    expect(await visit('window-displays')).toEqual({ status: 200, slug: 'seasonal-window-displays' });
  });

  it('shows only its new address in the site map, sitemap.xml and search', async () => {
    const id = await write('window-displays', true);
    await renamed(id, 'seasonal-window-displays', { title: 'Seasonal window displays' });

    const siteMap = (await t.call('GET', '/site-map', undefined, 'anonymous')).json<{ entries: Array<{ path: string }> }>();
    const paths = siteMap.entries.map((entry) => entry.path);
    expect(paths).toContain('/blog/seasonal-window-displays');
    expect(paths).not.toContain('/blog/window-displays');
    const xml = (await t.call('GET', '/sitemap.xml', undefined, 'anonymous')).body;
    expect(xml).toContain('/blog/seasonal-window-displays<');
    expect(xml).not.toContain('/blog/window-displays<');

    // The search index follows the post's events; wait (bounded) until it has the rename.
    const found = await searchUntil('seasonal', (urls) => urls.includes('/blog/seasonal-window-displays'));
    expect(found).toEqual(['/blog/seasonal-window-displays']);
  });
});

describe('a post that was never published, renamed', () => {
  it('leaves nothing behind: its old slug is unknown and free', async () => {
    const id = await write('draft-name', false);
    await renamed(id, 'better-draft-name', { published: false });
    expect(await redirects()).toEqual([]);
    expect(await visit('draft-name')).toEqual({ status: 404, code: 'CONTENT_POST_NOT_FOUND' });
    await write('draft-name', true);
    expect(await visit('draft-name')).toEqual({ status: 200, slug: 'draft-name' });
  });
});

describe('an old slug that leads to a post', () => {
  it('is refused to a new post and to another post renamed, with a 409, changing nothing', async () => {
    const id = await write('window-displays', true);
    await renamed(id, 'seasonal-window-displays');
    const other = await write('street-signs', true);
    const before = await t.count('outbox_events');

    const created = await t.call('POST', '/admin/posts', postInput(author, { slug: 'window-displays' }));
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      code: 'CONTENT_SLUG_TAKEN',
      message: 'Another post had this slug before, and its old address still leads to it.',
    });
    const moved = await rename(other, 'window-displays');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'CONTENT_SLUG_TAKEN' });

    expect(await t.count('posts')).toBe(2);
    expect(await t.count('outbox_events')).toBe(before);
    expect(await visit('street-signs')).toEqual({ status: 200, slug: 'street-signs' });
    expect(await visit('window-displays')).toEqual({ status: 200, slug: 'seasonal-window-displays' });
  });

  it('goes with its post when the post is deleted, and is free again', async () => {
    const id = await write('window-displays', true);
    await renamed(id, 'seasonal-window-displays');
    expect((await t.call('DELETE', `/admin/posts/${id}`)).statusCode).toBe(204);
    expect(await redirects()).toEqual([]);
    expect(await visit('window-displays')).toEqual({ status: 404, code: 'CONTENT_POST_NOT_FOUND' });
    await write('window-displays', true);
    expect(await visit('window-displays')).toEqual({ status: 200, slug: 'window-displays' });
  });
});

/** Polls the site search for `q` until `accept` holds for the URLs it finds, for at most five seconds. */
async function searchUntil(q: string, accept: (urls: string[]) => boolean): Promise<string[]> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const response = await t.call('GET', `/search?q=${q}`, undefined, 'anonymous');
    expect(response.statusCode, response.body).toBe(200);
    const urls = response.json<{ results: Array<{ url: string }> }>().results.map((result) => result.url);
    if (accept(urls) || performance.now() > deadline) return urls;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
