import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentTestService, postInput, type Caller } from './support.js';

const t = await contentTestService();
const mentor = t.principals.admin;

let author: string;

beforeEach(async () => {
  await t.reset();
  author = await t.addMember('Grace Hopper');
});

interface NewLink {
  link: { id: string; createdAt: string; expiresAt: string; createdBy: string };
  token: string;
  path: string;
}

const as = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(method, url, payload, caller);

async function create(caller: Caller, overrides: Record<string, unknown> = {}) {
  const response = await as(caller, 'POST', '/admin/posts', postInput(author, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

async function makeLink(postId: string, body: unknown = {}, caller: Caller = 'admin') {
  const response = await as(caller, 'POST', `/admin/posts/${postId}/preview-links`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewLink>();
}

const links = async (postId: string, caller: Caller = 'admin') =>
  (await as(caller, 'GET', `/admin/posts/${postId}/preview-links`)).json<{ items: NewLink['link'][] }>().items;
const preview = (token: string) => as('anonymous', 'GET', `/preview/${token}`);
const revoke = (postId: string, linkId: string, caller: Caller = 'admin') =>
  as(caller, 'DELETE', `/admin/posts/${postId}/preview-links/${linkId}`);
const eventsOf = async (postId: string, type: string) =>
  (await t.outbox(postId)).filter((event) => event.type === type).map((event) => event.data);

const day = 24 * 60 * 60 * 1000;

/** What every answer of the preview route says to caches and crawlers, found or not. */
function expectPrivate(response: Awaited<ReturnType<typeof preview>>) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
}

describe('preview links', () => {
  it('shows a draft to whoever has the link, for 7 days unless told, and stores only a hash of its token', async () => {
    const post = await create('admin', { tags: ['Maps'] });
    const before = Date.now();
    const made = await makeLink(post.id);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.path).toBe(`/blog/preview/${made.token}`);
    const lifetime = Date.parse(made.link.expiresAt) - Date.parse(made.link.createdAt);
    expect(lifetime).toBe(7 * day);
    expect(Date.parse(made.link.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await t.sql<{ tokenHash: string }>('SELECT token_hash FROM post_preview_links');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.token);

    const shown = await preview(made.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expectPrivate(shown);
    const body = shown.json();
    expect(body).toMatchObject({
      pendingChange: false,
      post: { id: post.id, title: 'Five ways to win the map', published: false },
    });
    expect(body.post.tags).toEqual([expect.objectContaining({ name: 'Maps' })]);
    // Visitors' view only: nothing of the team's (writer, review) comes with it.
    expect(body.post).not.toHaveProperty('writer');
    expect(body.post).not.toHaveProperty('revision');
    // The draft is still no public post.
    expect((await as('anonymous', 'GET', `/posts/${post.slug}`)).statusCode).toBe(404);

    expect(await links(post.id)).toEqual([made.link]);
    expect(await eventsOf(post.id, 'content.post.preview-link-created.v1')).toEqual([
      expect.objectContaining({ postId: post.id, linkId: made.link.id, expiresAt: made.link.expiresAt, occurredBy: mentor.sub }),
    ]);
  });

  it("shows a published post with its member's pending change applied", async () => {
    const post = await create('member');
    expect((await as('admin', 'POST', `/admin/posts/${post.id}/publish`)).statusCode).toBe(200);
    // A published post with nothing pending has nothing to preview.
    const nothing = await as('member', 'POST', `/admin/posts/${post.id}/preview-links`, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('CONTENT_POST_NOTHING_TO_PREVIEW');

    const change = postInput(author, { title: 'The change', content: 'Pending body', tags: ['Brand new tag'], published: true });
    expect((await as('member', 'PUT', `/admin/posts/${post.id}`, change)).statusCode).toBe(200);
    const made = await makeLink(post.id, { days: 1 }, 'member');
    expect(Date.parse(made.link.expiresAt) - Date.parse(made.link.createdAt)).toBe(day);

    const shown = (await preview(made.token)).json();
    expect(shown).toMatchObject({
      pendingChange: true,
      post: {
        title: 'The change',
        content: 'Pending body',
        tags: [expect.objectContaining({ name: 'Brand new tag', slug: 'brand-new-tag' })],
      },
    });
    // The live post is still what visitors read.
    expect((await as('anonymous', 'GET', `/posts/${post.slug}`)).json()).toMatchObject({ title: 'Five ways to win the map' });
  });

  it('answers an unknown, revoked or expired link the same way: 404, never cached', async () => {
    const post = await create('admin');
    const revoked = await makeLink(post.id);
    const expired = await makeLink(post.id, { days: 30 });
    const working = await makeLink(post.id);

    const gone = await revoke(post.id, revoked.link.id);
    expect(gone.statusCode, gone.body).toBe(204);
    // The clock is the database's: the link's time is moved into the past, as if 30 days had gone by.
    await t.sql(
      "UPDATE post_preview_links SET created_at = now() - interval '31 days', expires_at = now() - interval '1 second' WHERE id = :id",
      {
        id: expired.link.id,
      },
    );

    const answers = await Promise.all(
      [revoked.token, expired.token, 'A'.repeat(43)].map(async (token) => {
        const response = await preview(token);
        expectPrivate(response);
        return [response.statusCode, response.json().code];
      }),
    );
    expect(answers).toEqual(Array(3).fill([404, 'CONTENT_PREVIEW_NOT_FOUND']));
    expect((await preview(working.token)).statusCode).toBe(200);
    // A token of the wrong shape is refused by the contract.
    expect((await preview('short')).statusCode).toBe(400);

    expect((await links(post.id)).map((link) => link.id)).toEqual([working.link.id]);
    expect(await eventsOf(post.id, 'content.post.preview-link-revoked.v1')).toEqual([
      expect.objectContaining({ postId: post.id, linkId: revoked.link.id, occurredBy: mentor.sub }),
    ]);
    // Revoking again, or an expired link, changes nothing; a link of another post is not this post's.
    expect((await revoke(post.id, revoked.link.id)).statusCode).toBe(204);
    expect((await revoke(post.id, expired.link.id)).statusCode).toBe(204);
    expect(await eventsOf(post.id, 'content.post.preview-link-revoked.v1')).toHaveLength(1);
    const other = await create('admin', { slug: 'other' });
    expect((await revoke(other.id, working.link.id)).statusCode).toBe(404);
    expect((await preview(working.token)).statusCode).toBe(200);
  });

  it('stops working when the post is deleted', async () => {
    const post = await create('admin');
    const made = await makeLink(post.id);
    expect((await as('admin', 'DELETE', `/admin/posts/${post.id}`)).statusCode).toBe(204);
    expect((await preview(made.token)).statusCode).toBe(404);
  });

  it('takes 1 to 30 days, and lets a member make and revoke links of their own posts only', async () => {
    const post = await create('admin');
    for (const days of [0, 31, 1.5]) {
      const refused = await as('admin', 'POST', `/admin/posts/${post.id}/preview-links`, { days });
      expect(refused.statusCode, `${days} days`).toBe(400);
    }
    const made = await makeLink(post.id);
    expect((await as('member', 'POST', `/admin/posts/${post.id}/preview-links`, {})).statusCode).toBe(403);
    expect((await as('member', 'GET', `/admin/posts/${post.id}/preview-links`)).statusCode).toBe(403);
    expect((await revoke(post.id, made.link.id, 'member')).statusCode).toBe(403);
    expect((await as('admin', 'POST', `/admin/posts/${randomUUID()}/preview-links`, {})).statusCode).toBe(404);
    expect(await t.count('post_preview_links')).toBe(1);

    const own = await create('member', { slug: 'own' });
    const mine = await makeLink(own.id, { days: 30 }, 'member');
    expect(await links(own.id, 'member')).toEqual([mine.link]);
    expect((await revoke(own.id, mine.link.id, 'member')).statusCode).toBe(204);
    expect(await links(own.id, 'member')).toEqual([]);
  });
});
