import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDuePosts } from '../src/modules/posts/post-schedule.service.js';
import { contentTestService, postInput, type Caller } from './support.js';

const t = await contentTestService();
const admin = t.principals.admin;

/** A second replica on the same database and streams, its scanner idle too. */
const replica = await t.another();
afterAll(() => replica.app.close());

let author: string;

beforeEach(async () => {
  await t.reset();
  author = await t.addMember('Grace Hopper');
});

const hour = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + hour).toISOString();

async function draft(overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/admin/posts', postInput(author, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

const schedule = (postId: string, scheduledFor: string | null, caller: Caller = 'admin') =>
  t.call('PUT', `/admin/posts/${postId}/schedule`, { scheduledFor }, caller);
const publicPost = (slug: string) => t.call('GET', `/posts/${slug}`, undefined, 'anonymous');
/** The schedule's time moved into the past, as if it had come (the job compares with the database's clock). */
const makeDue = (postId: string) =>
  t.sql(`UPDATE posts SET scheduled_for = now() - interval '1 second' WHERE id = :postId AND scheduled_for IS NOT NULL`, {
    postId,
  });
const eventsOf = async (postId: string, type: string) =>
  (await t.outbox(postId)).filter((event) => event.type === type).map((event) => event.data);

describe('scheduled publishing', () => {
  it('keeps a scheduled post unpublished and out of public reads until its time', async () => {
    const post = await draft();
    const when = inAnHour();
    const scheduled = await schedule(post.id, when);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ published: false, status: 'draft', scheduledFor: when });
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect(await eventsOf(post.id, 'content.post.scheduled.v1')).toEqual([
      expect.objectContaining({ postId: post.id, scheduledFor: when, occurredBy: admin.sub }),
    ]);
    // Not due yet: the job leaves it alone.
    expect(await publishDuePosts(t.service.context.orm)).toBe(0);
    const list = (await t.call('GET', '/admin/posts')).json<{ items: Array<{ id: string; scheduledFor: string | null }> }>();
    expect(list.items).toEqual([expect.objectContaining({ id: post.id, scheduledFor: when })]);
  });

  it('publishes a due post once, even with two replicas scanning together, as a manual publish would', async () => {
    const post = await draft();
    expect((await schedule(post.id, inAnHour())).statusCode).toBe(200);
    await makeDue(post.id);

    const published = await Promise.all([
      publishDuePosts(t.service.context.orm),
      publishDuePosts(replica.context.orm),
      publishDuePosts(t.service.context.orm),
    ]);
    expect(published.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await publishDuePosts(replica.context.orm)).toBe(0);

    const live = await publicPost(post.slug);
    expect(live.statusCode, live.body).toBe(200);
    const stored = (await t.call('GET', `/admin/posts/${post.id}`)).json();
    expect(stored).toMatchObject({ published: true, status: 'published', scheduledFor: null });
    expect(stored.publishedAt).not.toBeNull();
    // The scheduling admin is named; the envelope's actor is the system (checked below).
    expect(await eventsOf(post.id, 'content.post.published.v1')).toEqual([
      expect.objectContaining({ postId: post.id, published: true, occurredBy: admin.sub }),
    ]);
    const actors = await t.sql<{ actor: { kind: string } }>(
      `SELECT envelope->'actor' AS actor FROM outbox_events WHERE type = 'content.post.published.v1'`,
    );
    expect(actors.map((row) => row.actor)).toEqual([{ kind: 'system' }]);
  });

  it('is published by the job that runs in each replica, which survives in the database rather than in memory', async () => {
    // A replica whose job scans often, started after the schedule was stored (as after a restart).
    const post = await draft();
    expect((await schedule(post.id, inAnHour())).statusCode).toBe(200);
    await makeDue(post.id);
    const scanner = await t.another({ SCHEDULE_SCAN_MS: '100' });
    try {
      await expect
        .poll(async () => (await scanner.app.inject({ method: 'GET', url: `/posts/${post.slug}` })).statusCode, {
          timeout: 5000,
          interval: 100,
        })
        .toBe(200);
      expect(await eventsOf(post.id, 'content.post.published.v1')).toHaveLength(1);
    } finally {
      await scanner.app.close();
    }
  });

  it('cancels a schedule with null, so the post stays a draft when its time would have come', async () => {
    const post = await draft();
    await schedule(post.id, inAnHour());
    const cancelled = await schedule(post.id, null);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ scheduledFor: null, published: false });
    expect((await eventsOf(post.id, 'content.post.scheduled.v1')).map((data) => data.scheduledFor)).toEqual([
      expect.any(String),
      null,
    ]);
    await makeDue(post.id);
    expect(await publishDuePosts(t.service.context.orm)).toBe(0);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
  });

  it('refuses a time that has passed, and a post already published, changing nothing', async () => {
    const post = await draft();
    const past = await schedule(post.id, '2020-01-01T09:00:00.000Z');
    expect([past.statusCode, past.json().code]).toEqual([400, 'CONTENT_SCHEDULE_IN_PAST']);
    const garbage = await schedule(post.id, 'next tuesday');
    expect(garbage.statusCode).toBe(400);
    const live = await draft({ slug: 'already-live', published: true });
    const again = await schedule(live.id, inAnHour());
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONTENT_POST_ALREADY_PUBLISHED']);
    const missing = await schedule('00000000-0000-4000-8000-000000000000', inAnHour());
    expect(missing.statusCode).toBe(404);
    const rows = await t.sql<{ n: string }>('SELECT count(*) AS n FROM posts WHERE scheduled_for IS NOT NULL');
    expect(Number(rows[0]?.n)).toBe(0);
    expect((await t.outbox()).filter((event) => event.type === 'content.post.scheduled.v1')).toEqual([]);
  });

  it('lets only admins schedule: a member submits for review instead', async () => {
    const post = await draft();
    expect((await schedule(post.id, inAnHour(), 'member')).statusCode).toBe(403);
    expect((await schedule(post.id, inAnHour(), 'client')).statusCode).toBe(403);
    expect((await schedule(post.id, inAnHour(), 'anonymous')).statusCode).toBe(401);
    expect((await t.call('GET', `/admin/posts/${post.id}`)).json().scheduledFor).toBeNull();
  });
});
