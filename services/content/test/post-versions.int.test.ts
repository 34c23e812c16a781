import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { keptVersions } from '../src/modules/posts/post-versions.service.js';
import { contentTestService, postInput, type Caller } from './support.js';

const t = await contentTestService();
const student = t.principals.member;
const mentor = t.principals.admin;

/** A second student: one student's posts and their history are not another's. */
const classmate = `Bearer ${signTestToken(t.keys, { sub: randomUUID(), email: 'kim@maple.example', role: 'member', name: 'Kim Classmate' })}`;

let author: string;

beforeEach(async () => {
  await t.reset();
  author = await t.addMember('Grace Hopper');
});

interface VersionSummary {
  id: string;
  number: number;
  kind: string;
  changed: string[];
  savedAt: string;
  savedBy: { userId: string | null; name: string };
  restoredFrom: { number: number; savedAt: string } | null;
}

const as = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(method, url, payload, caller);

async function create(caller: Caller, overrides: Record<string, unknown> = {}) {
  const response = await as(caller, 'POST', '/admin/posts', postInput(author, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

const save = (caller: Caller, postId: string, overrides: Record<string, unknown>) =>
  as(caller, 'PUT', `/admin/posts/${postId}`, postInput(author, overrides));

async function versionsOf(postId: string, caller: Caller = 'admin', query = '') {
  const response = await as(caller, 'GET', `/admin/posts/${postId}/versions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: VersionSummary[]; total: number; page: number; limit: number }>();
}

const restore = (postId: string, versionId: string, caller: Caller = 'admin') =>
  as(caller, 'POST', `/admin/posts/${postId}/versions/${versionId}/restore`);

const eventsOf = async (postId: string, type: string) =>
  (await t.outbox(postId)).filter((event) => event.type === type).map((event) => event.data);

describe('every save keeps a version', () => {
  it('keeps the first save and each edit, newest first, with who saved it and which fields changed', async () => {
    const post = await create('admin');
    expect((await save('admin', post.id, { title: 'Six ways to win the map' })).statusCode).toBe(200);
    expect(
      (await save('admin', post.id, { title: 'Six ways to win the map', content: 'New body', tags: ['SEO'] })).statusCode,
    ).toBe(200);
    // Saving the same fields again is still a save, with nothing changed.
    expect(
      (await save('admin', post.id, { title: 'Six ways to win the map', content: 'New body', tags: ['SEO'] })).statusCode,
    ).toBe(200);

    const page = await versionsOf(post.id);
    expect(page.total).toBe(4);
    expect(page.items.map((v) => [v.number, v.kind, v.changed])).toEqual([
      [4, 'updated', []],
      [3, 'updated', ['content', 'tags']],
      [2, 'updated', ['title']],
      [1, 'created', []],
    ]);
    expect(page.items[0]!.savedBy).toEqual({ userId: mentor.sub, name: expect.any(String) });

    const first = await as('admin', 'GET', `/admin/posts/${post.id}/versions/${page.items[3]!.id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      version: { number: 1, kind: 'created' },
      fields: { title: 'Five ways to win the map', content: '## Start here\n\nClaim your profile.', tags: [], seoTitle: null },
    });
  });

  it('pages the list', async () => {
    const post = await create('admin');
    for (const title of ['Two', 'Three', 'Four']) expect((await save('admin', post.id, { title })).statusCode).toBe(200);
    const second = await versionsOf(post.id, 'admin', '?limit=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.items.map((v) => v.number)).toEqual([1]);
    expect((await versionsOf(post.id, 'admin', '?limit=3&page=9')).items).toEqual([]);
  });

  it("keeps a member's change sent to review, and the admin's publish of it", async () => {
    const post = await create('member');
    expect((await as('admin', 'POST', `/admin/posts/${post.id}/publish`)).statusCode).toBe(200);
    expect((await save('member', post.id, { title: 'A better title', published: true })).statusCode).toBe(200);
    // The live post is untouched, but the change is kept.
    expect((await as('anonymous', 'GET', `/posts/${post.slug}`)).json()).toMatchObject({ title: 'Five ways to win the map' });
    expect((await as('admin', 'POST', `/admin/posts/${post.id}/publish`)).statusCode).toBe(200);

    const kinds = (await versionsOf(post.id)).items.map((v) => [v.kind, v.changed, v.savedBy.userId]);
    expect(kinds).toEqual([
      ['revision-published', [], mentor.sub],
      ['revision', ['title', 'published'], student.sub],
      ['created', [], student.sub],
    ]);
  });

  it('keeps at most the latest versions of a post', async () => {
    const post = await create('admin');
    // Stored as if the post had been saved many times already.
    await t.sql(
      `INSERT INTO post_versions (id, post_id, number, kind, fields, changed, created_at, created_by_name)
       SELECT gen_random_uuid(), :postId, n, 'updated', v.fields, '{}', now(), 'Earlier'
       FROM generate_series(2, :last) AS n, (SELECT fields FROM post_versions WHERE post_id = :postId) AS v`,
      { postId: post.id, last: keptVersions },
    );
    expect((await save('admin', post.id, { title: 'One more' })).statusCode).toBe(200);
    const page = await versionsOf(post.id, 'admin', '?limit=1');
    expect(page.total).toBe(keptVersions);
    expect(page.items[0]!.number).toBe(keptVersions + 1);
    const oldest = await t.sql<{ number: number }>('SELECT min(number) AS number FROM post_versions WHERE post_id = :postId', {
      postId: post.id,
    });
    expect(oldest[0]!.number).toBe(2);
  });
});

describe('restoring a version', () => {
  it('brings the fields back as a new save, keeps the post published, and records who restored what', async () => {
    const post = await create('admin', { published: true, tags: ['Maps'] });
    expect((await save('admin', post.id, { title: 'Changed', content: 'Changed body', published: true })).statusCode).toBe(200);
    const [, first] = (await versionsOf(post.id)).items;

    const restored = await restore(post.id, first!.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      title: 'Five ways to win the map',
      published: true,
      tags: [expect.objectContaining({ name: 'Maps' })],
    });
    expect((await as('anonymous', 'GET', `/posts/${post.slug}`)).json()).toMatchObject({
      content: '## Start here\n\nClaim your profile.',
    });

    const [latest] = (await versionsOf(post.id)).items;
    expect(latest).toMatchObject({
      number: 3,
      kind: 'restored',
      changed: ['title', 'content', 'tags'],
      restoredFrom: { number: 1, savedAt: first!.savedAt },
    });
    expect(await eventsOf(post.id, 'content.post.restored.v1')).toEqual([
      expect.objectContaining({
        postId: post.id,
        occurredBy: mentor.sub,
        revision: false,
        restoredFrom: { versionId: first!.id, number: 1, savedAt: first!.savedAt },
      }),
    ]);
    // The save's own event comes with it, so caches and search follow.
    expect(await eventsOf(post.id, 'content.post.updated.v1')).toHaveLength(2);
  });

  it("sends a member's restore of their published post to review, leaving the live post as it is", async () => {
    const post = await create('member');
    expect((await save('member', post.id, { title: 'Second draft' })).statusCode).toBe(200);
    expect((await as('admin', 'POST', `/admin/posts/${post.id}/publish`)).statusCode).toBe(200);
    const first = (await versionsOf(post.id, 'member')).items.at(-1)!;

    const restored = await restore(post.id, first.id, 'member');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      title: 'Second draft',
      revisionStatus: 'in_review',
      revision: { fields: { title: 'Five ways to win the map' } },
    });
    expect((await versionsOf(post.id, 'member')).items[0]).toMatchObject({ kind: 'restored', restoredFrom: { number: 1 } });
    expect(await eventsOf(post.id, 'content.post.restored.v1')).toEqual([expect.objectContaining({ revision: true })]);
  });

  it('lets a member restore only their own posts, and no one a version of another post', async () => {
    const mine = await create('member');
    const theirs = await create('admin', { slug: 'theirs' });
    const theirVersion = (await versionsOf(theirs.id)).items[0]!;

    expect((await as('member', 'GET', `/admin/posts/${theirs.id}/versions`)).statusCode).toBe(403);
    expect((await as('member', 'GET', `/admin/posts/${theirs.id}/versions/${theirVersion.id}`)).statusCode).toBe(403);
    const refused = await restore(theirs.id, theirVersion.id, 'member');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CONTENT_POST_NOT_YOURS');

    const classmates = await t.app.inject({
      method: 'GET',
      url: `/admin/posts/${mine.id}/versions`,
      headers: { authorization: classmate },
    });
    expect(classmates.statusCode).toBe(403);

    // A version of another post is not this post's.
    const crossed = await restore(mine.id, theirVersion.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('CONTENT_POST_VERSION_NOT_FOUND');
    expect((await as('admin', 'GET', `/admin/posts/${randomUUID()}/versions`)).statusCode).toBe(404);
    expect((await versionsOf(theirs.id)).total).toBe(1);
    expect(await eventsOf(theirs.id, 'content.post.restored.v1')).toEqual([]);
  });

  it('refuses a version whose slug another post has taken since (409), changing nothing', async () => {
    const post = await create('admin', { slug: 'first-address' });
    expect((await save('admin', post.id, { slug: 'second-address', title: 'Moved' })).statusCode).toBe(200);
    const first = (await versionsOf(post.id)).items.at(-1)!;
    await create('admin', { slug: 'first-address', title: 'Someone else' });

    const clash = await restore(post.id, first.id);
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().code).toBe('CONTENT_SLUG_TAKEN');
    expect((await as('admin', 'GET', `/admin/posts/${post.id}`)).json()).toMatchObject({
      slug: 'second-address',
      title: 'Moved',
    });
    expect((await versionsOf(post.id)).total).toBe(2);
    expect(await eventsOf(post.id, 'content.post.restored.v1')).toEqual([]);
  });
});

describe('the small fixes to posts', () => {
  it("cancels a scheduled post's schedule when the list's badge unpublishes it", async () => {
    const post = await create('admin');
    const when = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect((await as('admin', 'PUT', `/admin/posts/${post.id}/schedule`, { scheduledFor: when })).statusCode).toBe(200);
    const off = await as('admin', 'PUT', `/admin/posts/${post.id}/published`, { published: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ published: false, scheduledFor: null });
    expect((await eventsOf(post.id, 'content.post.scheduled.v1')).map((data) => data.scheduledFor)).toEqual([when, null]);
  });

  it('takes a deleted tag out of the pending revisions that name it', async () => {
    const post = await create('member', { tags: ['Maps'] });
    expect((await as('admin', 'POST', `/admin/posts/${post.id}/publish`)).statusCode).toBe(200);
    // Only the pending change names the new tag; it exists because an admin's post once used it.
    const other = await create('admin', { slug: 'other', tags: ['Local SEO'] });
    expect((await save('admin', other.id, { slug: 'other', tags: [] })).statusCode).toBe(200);
    expect((await save('member', post.id, { tags: ['Maps', 'Local SEO'], published: true })).statusCode).toBe(200);
    const tag = (await t.sql<{ id: string }>("SELECT id FROM tags WHERE name = 'Local SEO'"))[0]!;

    expect((await as('admin', 'DELETE', `/admin/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await as('admin', 'GET', `/admin/posts/${post.id}`)).json().revision.fields.tags).toEqual(['Maps']);
    // Publishing the change later does not bring the tag back.
    expect((await as('admin', 'POST', `/admin/posts/${post.id}/publish`)).statusCode).toBe(200);
    expect(await t.sql("SELECT id FROM tags WHERE name = 'Local SEO'")).toEqual([]);
  });
});
