import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { contentTestService, postInput, type Caller } from './support.js';

const t = await contentTestService();
const student = t.principals.member;
const mentor = t.principals.admin;

/** A second student, to show that one student's drafts are not another's to change. */
const classmate = `Bearer ${signTestToken(t.keys, { sub: randomUUID(), email: 'kim@maple.example', role: 'member', name: 'Kim Classmate' })}`;

let author: string;

beforeEach(async () => {
  await t.reset();
  author = await t.addMember('Grace Hopper');
});

const as = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(method, url, payload, caller);

async function studentDraft(overrides: Record<string, unknown> = {}) {
  const response = await as('member', 'POST', '/admin/posts', postInput(author, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

const submit = (postId: string, caller: Caller = 'member') => as(caller, 'POST', `/admin/posts/${postId}/submit`);
const publish = (postId: string) => as('admin', 'POST', `/admin/posts/${postId}/publish`);
const sendBack = (postId: string, comment: string) => as('admin', 'POST', `/admin/posts/${postId}/return`, { comment });
const queue = async () =>
  (await as('admin', 'GET', '/admin/posts?status=in_review')).json<{ items: Array<{ id: string; title: string }> }>().items;
const eventsOf = async (postId: string, type: string) =>
  (await t.outbox(postId)).filter((event) => event.type === type).map((event) => event.data);

describe('a student’s draft, from writing to publishing', () => {
  it('goes to review, comes back with the mentor’s comment, is revised, resubmitted and published', async () => {
    const draft = await studentDraft();
    const created = (await as('member', 'GET', `/admin/posts/${draft.id}`)).json();
    expect(created).toMatchObject({
      status: 'draft',
      writer: { userId: student.sub, email: student.email, name: 'Sam Student' },
      review: null,
      revision: null,
      submittedAt: null,
    });

    const submitted = await submit(draft.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'in_review', published: false });
    expect(submitted.json().submittedAt).not.toBeNull();
    expect(await eventsOf(draft.id, 'content.post.submitted.v1')).toEqual([
      expect.objectContaining({
        revision: false,
        authorUserId: student.sub,
        authorEmail: student.email,
        occurredBy: student.sub,
      }),
    ]);
    expect((await queue()).map((post) => post.id)).toEqual([draft.id]);
    // Waiting for review, it is not the student's to change, nor to submit again.
    const edit = await as('member', 'PUT', `/admin/posts/${draft.id}`, postInput(author, { title: 'Changed' }));
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'CONTENT_POST_IN_REVIEW']);
    expect((await submit(draft.id)).json().code).toBe('CONTENT_POST_NOT_DRAFT');

    const returned = await sendBack(draft.id, '  Add a closing paragraph with one thing to do today.  ');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'draft',
      review: { comment: 'Add a closing paragraph with one thing to do today.', by: 'Morgan Mentor' },
    });
    expect(await eventsOf(draft.id, 'content.post.returned.v1')).toEqual([
      expect.objectContaining({
        revision: false,
        authorUserId: student.sub,
        authorEmail: student.email,
        comment: 'Add a closing paragraph with one thing to do today.',
        occurredBy: mentor.sub,
      }),
    ]);
    expect(await queue()).toEqual([]);
    expect((await sendBack(draft.id, 'Again')).json().code).toBe('CONTENT_POST_NOT_IN_REVIEW');

    // The comment stays in the editor while the student revises, and goes when they submit again.
    const revised = await as(
      'member',
      'PUT',
      `/admin/posts/${draft.id}`,
      postInput(author, { content: 'Revised.\n\nDo this today.' }),
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().review?.comment).toBe('Add a closing paragraph with one thing to do today.');
    const resubmitted = await submit(draft.id);
    expect(resubmitted.json()).toMatchObject({ status: 'in_review', review: null });

    const published = await publish(draft.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', published: true, review: null });
    expect((await as('anonymous', 'GET', `/posts/${draft.slug}`)).json().content).toBe('Revised.\n\nDo this today.');
    expect(await eventsOf(draft.id, 'content.post.published.v1')).toEqual([
      expect.objectContaining({ authorUserId: student.sub, authorEmail: student.email, occurredBy: mentor.sub }),
    ]);
  });

  it('refuses a return without a comment, or with one over 2,000 characters, and changes nothing', async () => {
    const draft = await studentDraft();
    await submit(draft.id);
    for (const comment of ['', '   ', 'x'.repeat(2001)]) {
      const response = await sendBack(draft.id, comment);
      expect(response.statusCode, comment.slice(0, 10)).toBe(400);
    }
    expect((await as('admin', 'GET', `/admin/posts/${draft.id}`)).json().status).toBe('in_review');
  });
});

describe('the writer of a post', () => {
  it('is recorded from the token, their name cut to the contract’s length', async () => {
    const longName = `Bearer ${signTestToken(t.keys, { sub: randomUUID(), email: 'long@maple.example', role: 'member', name: 'N'.repeat(200) })}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/posts',
      headers: { authorization: longName, 'content-type': 'application/json' },
      payload: JSON.stringify(postInput(author)),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().writer).toMatchObject({ email: 'long@maple.example', name: 'N'.repeat(120) });
  });
});

describe('what a student may not do', () => {
  it('refuses a student publishing, by any way, with 403 and nothing changed', async () => {
    const create = await as('member', 'POST', '/admin/posts', postInput(author, { published: true }));
    expect([create.statusCode, create.json().code]).toEqual([403, 'CONTENT_POST_PUBLISH_FORBIDDEN']);
    expect(await t.count('posts')).toBe(0);

    const draft = await studentDraft();
    const put = await as('member', 'PUT', `/admin/posts/${draft.id}`, postInput(author, { published: true }));
    expect([put.statusCode, put.json().code]).toEqual([403, 'CONTENT_POST_PUBLISH_FORBIDDEN']);
    const badge = await as('member', 'PUT', `/admin/posts/${draft.id}/published`, { published: true });
    expect([badge.statusCode, badge.json().code]).toEqual([403, 'AUTH_FORBIDDEN']);
    await submit(draft.id);
    const selfPublish = await as('member', 'POST', `/admin/posts/${draft.id}/publish`);
    expect([selfPublish.statusCode, selfPublish.json().code]).toEqual([403, 'AUTH_FORBIDDEN']);
    const selfReturn = await as('member', 'POST', `/admin/posts/${draft.id}/return`, { comment: 'Fine by me' });
    expect(selfReturn.statusCode).toBe(403);
    expect((await as('admin', 'GET', `/admin/posts/${draft.id}`)).json()).toMatchObject({
      status: 'in_review',
      published: false,
    });
  });

  it('lets a student delete their own draft, never a published post, and never a classmate’s draft', async () => {
    const mine = await studentDraft({ slug: 'mine' });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/admin/posts',
      headers: { authorization: classmate, 'content-type': 'application/json' },
      payload: JSON.stringify(postInput(author, { slug: 'theirs' })),
    });
    const theirsId = theirs.json().id;
    const live = await as('admin', 'POST', '/admin/posts', postInput(author, { slug: 'live', published: true }));

    const deleteLive = await as('member', 'DELETE', `/admin/posts/${live.json().id}`);
    expect([deleteLive.statusCode, deleteLive.json().code]).toEqual([403, 'CONTENT_POST_DELETE_FORBIDDEN']);
    const deleteTheirs = await as('member', 'DELETE', `/admin/posts/${theirsId}`);
    expect([deleteTheirs.statusCode, deleteTheirs.json().code]).toEqual([403, 'CONTENT_POST_NOT_YOURS']);
    const editTheirs = await as('member', 'PUT', `/admin/posts/${theirsId}`, postInput(author, { slug: 'theirs' }));
    expect([editTheirs.statusCode, editTheirs.json().code]).toEqual([403, 'CONTENT_POST_NOT_YOURS']);
    expect((await submit(theirsId)).json().code).toBe('CONTENT_POST_NOT_YOURS');
    expect(await t.count('posts')).toBe(3);

    expect((await as('member', 'DELETE', `/admin/posts/${mine.id}`)).statusCode).toBe(204);
    expect(await t.count('posts')).toBe(2);
  });
});

describe('a student’s change to their published post', () => {
  it('waits as a revision, unseen by visitors, until a mentor publishes it', async () => {
    const draft = await studentDraft({ title: 'The first title', slug: 'first' });
    await submit(draft.id);
    await publish(draft.id);

    const change = postInput(author, { title: 'A better title', slug: 'first', content: 'Better words.' });
    const saved = await as('member', 'PUT', `/admin/posts/${draft.id}`, change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      title: 'The first title',
      status: 'published',
      revisionStatus: 'in_review',
      revision: { status: 'in_review', fields: { title: 'A better title', content: 'Better words.' }, review: null },
    });
    const publicPost = async () => (await as('anonymous', 'GET', '/posts/first')).json();
    expect(await publicPost()).toMatchObject({ title: 'The first title' });
    expect(await publicPost()).not.toHaveProperty('revision');
    expect((await as('anonymous', 'GET', '/posts')).json().items.map((post: { title: string }) => post.title)).toEqual([
      'The first title',
    ]);
    expect((await queue()).map((post) => post.id)).toEqual([draft.id]);
    expect(await eventsOf(draft.id, 'content.post.submitted.v1')).toHaveLength(2);

    const returned = await sendBack(draft.id, 'Keep the old title.');
    expect(returned.json()).toMatchObject({
      revisionStatus: 'returned',
      review: { comment: 'Keep the old title.', by: 'Morgan Mentor' },
      revision: { status: 'returned', review: { comment: 'Keep the old title.' } },
    });
    expect((await eventsOf(draft.id, 'content.post.returned.v1')).at(-1)).toMatchObject({
      revision: true,
      authorEmail: student.email,
    });
    expect(await publicPost()).toMatchObject({ title: 'The first title' });

    await as('member', 'PUT', `/admin/posts/${draft.id}`, { ...change, title: 'The first title, kept' });
    const published = await publish(draft.id);
    expect(published.json()).toMatchObject({
      title: 'The first title, kept',
      content: 'Better words.',
      revision: null,
      review: null,
    });
    expect(await publicPost()).toMatchObject({ title: 'The first title, kept', content: 'Better words.' });
    expect((await eventsOf(draft.id, 'content.post.published.v1')).at(-1)).toMatchObject({
      revision: true,
      authorUserId: student.sub,
      occurredBy: mentor.sub,
    });
    expect((await eventsOf(draft.id, 'content.post.updated.v1')).at(-1)).toMatchObject({ title: 'The first title, kept' });
    expect(await t.count('post_revisions')).toBe(0);
  });

  it('drops a pending change when the post is unpublished, leaving a draft its writer edits directly', async () => {
    const draft = await studentDraft({ slug: 'short-lived' });
    await submit(draft.id);
    await publish(draft.id);
    await as('member', 'PUT', `/admin/posts/${draft.id}`, postInput(author, { slug: 'short-lived', title: 'Changed' }));
    expect(await t.count('post_revisions')).toBe(1);

    const unpublished = await as('admin', 'PUT', `/admin/posts/${draft.id}/published`, { published: false });
    expect(unpublished.json()).toMatchObject({ status: 'draft', revision: null, revisionStatus: null });
    expect(await t.count('post_revisions')).toBe(0);
    expect(await queue()).toEqual([]);
    const edited = await as(
      'member',
      'PUT',
      `/admin/posts/${draft.id}`,
      postInput(author, { slug: 'short-lived', title: 'Changed' }),
    );
    expect(edited.json()).toMatchObject({ title: 'Changed', status: 'draft' });
  });

  it('keeps an admin’s own edits of a published post direct, as before', async () => {
    const live = (await as('admin', 'POST', '/admin/posts', postInput(author, { slug: 'live', published: true }))).json();
    const edit = await as(
      'admin',
      'PUT',
      `/admin/posts/${live.id}`,
      postInput(author, { slug: 'live', published: true, title: 'Now' }),
    );
    expect(edit.json()).toMatchObject({ title: 'Now', revision: null });
    expect((await as('anonymous', 'GET', '/posts/live')).json().title).toBe('Now');
  });
});
