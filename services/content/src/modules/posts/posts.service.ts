import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badRequest, faultPoint, notFound, queryRows, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { PostInput } from '@agency/contracts/openapi/content';
import { TeamMember } from '../team/team-member.entity.js';
import { Category } from '../taxonomy/taxonomy.entity.js';
import { ensureTags } from '../taxonomy/tags.service.js';
import { Post as PostEntity, PostRedirect, PostRevision, PostSeoMeta, PostTag } from './post.entity.js';
import { checkMayChange, checkMayDelete, publishForbidden, type Editor } from './post-editors.js';
import { checkSlugFree, facts, slugTaken, source } from './post-facts.js';
import { storeRevision } from './post-revisions.service.js';
import { recordVersion, type VersionOf } from './post-versions.service.js';
import { findPostById, type Post } from './posts.reads.js';

export type { PostInput };

export { checkSlugFree, facts, source };

export interface PostDeps {
  orm: Orm;
  relay: OutboxRelay;
}

export const postNotFound = () => notFound('CONTENT_POST_NOT_FOUND', 'No post with this address.');

/** The post's writer, for the events that tell them (their e-mail only where it is known). */
export const writerFacts = (writer: { createdByUserId?: string | null; createdByEmail?: string | null }) => ({
  authorUserId: writer.createdByUserId ?? null,
  ...(writer.createdByEmail && { authorEmail: writer.createdByEmail }),
});

/** The author must be an active team member, unless the post already has them (who may have left since). */
async function authorFor(em: EntityManager, authorId: string, current: string | null): Promise<TeamMember> {
  const member = await em.findOne(TeamMember, { id: authorId });
  if (!member || (!member.active && member.id !== current)) {
    throw badRequest('CONTENT_AUTHOR_NOT_ACTIVE', 'The author must be an active team member.', [
      { path: 'body/authorId', message: 'is not an active team member' },
    ]);
  }
  return member;
}

async function checkCategory(em: EntityManager, categoryId: string | null | undefined): Promise<string | null> {
  if (!categoryId) return null;
  if (!(await em.findOne(Category, { id: categoryId }))) {
    throw badRequest('CONTENT_CATEGORY_NOT_FOUND', 'There is no such category.', [
      { path: 'body/categoryId', message: 'is not a category' },
    ]);
  }
  return categoryId;
}

/**
 * Slugs are taken and given up one save at a time, so no slug becomes one post's address while it turns
 * into another's old one (the two live in different tables, where no one constraint can keep them apart).
 */
export async function lockSlugs(em: EntityManager): Promise<void> {
  await queryRows(em, "SELECT pg_advisory_xact_lock(hashtextextended('content-post-slugs', 0))");
}

/**
 * After a rename: the new slug is no longer one of the post's old addresses, and the previous one becomes
 * one if visitors may have it (the post has been published). Old addresses point at the post, so a chain of
 * renames (A, then B, then C) leads from A and from B straight to C.
 */
async function keepOldAddress(em: EntityManager, post: PostEntity, previousSlug: string, wasPublic: boolean): Promise<void> {
  await em.nativeDelete(PostRedirect, { oldSlug: post.slug });
  if (wasPublic) await em.insert(PostRedirect, { oldSlug: previousSlug, postId: post.id });
}

/** Empty SEO text means "use the title and excerpt", stored as null. */
const seoText = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * Publishing stamps the publish time once: unpublishing and publishing again keeps the post's place in the
 * list. A published post is out of review (the last return's comment goes); an unpublished one is a draft,
 * and a post in review stays there while an admin edits it.
 */
export function setPublished(post: PostEntity, published: boolean, now: Date): void {
  if (published && !post.publishedAt) post.publishedAt = now;
  if (published) {
    post.status = 'published';
    post.scheduledFor = null;
    post.scheduledByUserId = null;
    clearReview(post);
  } else if (post.status === 'published') {
    post.status = 'draft';
  }
  post.published = published;
  post.updatedAt = now;
}

/** The last return's comment is shown until the post goes to review again or is published. */
export function clearReview(post: PostEntity): void {
  post.reviewComment = null;
  post.reviewedByName = null;
  post.reviewedAt = null;
}

/** The editor's fields onto a post (new or existing), with its tags and SEO meta replaced. */
async function applyInput(em: EntityManager, post: PostEntity, input: PostInput, now: Date): Promise<void> {
  const author = await authorFor(em, input.authorId, post.authorId ?? null);
  post.title = input.title.trim();
  post.slug = input.slug;
  post.excerpt = input.excerpt.trim();
  post.content = input.content;
  post.coverImage = input.coverImage;
  post.authorId = author.id;
  post.authorName = author.name;
  post.authorAvatar = author.avatarUrl ?? null;
  post.featured = input.featured;
  post.categoryId = await checkCategory(em, input.categoryId);
  setPublished(post, input.published, now);

  // The post row first: its tag links and SEO meta below are written at once and refer to it.
  await em.flush();
  const tagIds = await ensureTags(em, input.tags ?? []);
  await em.nativeDelete(PostTag, { postId: post.id });
  if (tagIds.length)
    await em.insertMany(
      PostTag,
      tagIds.map((tagId) => ({ postId: post.id, tagId })),
    );
  await em.upsert(PostSeoMeta, {
    postId: post.id,
    title: seoText(input.seoTitle),
    description: seoText(input.seoDescription),
  });
}

/**
 * Records published (naming the writer, who is told) or unpublished when the flag changed. Unpublishing
 * drops a pending change to the live post: the post is a draft again, which its writer edits directly.
 */
export async function recordPublication(
  em: EntityManager,
  post: PostEntity,
  wasPublished: boolean,
  editor: Editor,
): Promise<void> {
  if (post.published === wasPublished) return;
  if (post.published) {
    recordEvent(em, source, contentEvents.postPublished, {
      ...facts(post, editor),
      publishedAt: post.publishedAt!.toISOString(),
      ...writerFacts(post),
    });
  } else {
    await em.nativeDelete(PostRevision, { postId: post.id });
    recordEvent(em, source, contentEvents.postUnpublished, facts(post, editor));
  }
}

/** Runs a change and its events in one transaction, then wakes the relay; a slug that raced in is still a 409. */
export async function change(deps: PostDeps, work: (em: EntityManager) => Promise<string>): Promise<Post> {
  let postId: string;
  try {
    postId = await deps.orm.em.fork().transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && /posts_slug/.test(error.message)) throw slugTaken();
    throw error;
  }
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  const post = await findPostById(deps.orm, postId);
  if (!post) throw postNotFound(); // deleted between the commit and this read
  return post;
}

/**
 * A new post, its writer recorded; `content.post.created.v1`, and `content.post.published.v1` when it is
 * published at once (admins only: a member's post starts as a draft).
 */
export function createPost(deps: PostDeps, input: PostInput, editor: Editor): Promise<Post> {
  if (editor.role !== 'admin' && input.published) throw publishForbidden();
  return change(deps, async (em) => {
    await lockSlugs(em);
    await checkSlugFree(em, input.slug);
    const now = new Date();
    const post = em.create(PostEntity, {
      id: randomUUID(),
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: input.content,
      coverImage: input.coverImage,
      authorId: null,
      authorName: '',
      authorAvatar: null,
      published: false,
      featured: false,
      categoryId: null,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      status: 'draft',
      submittedAt: null,
      reviewComment: null,
      reviewedByName: null,
      reviewedAt: null,
      createdByUserId: editor.userId,
      createdByEmail: editor.email,
      createdByName: editor.name,
      scheduledFor: null,
      scheduledByUserId: null,
    });
    await applyInput(em, post, input, now);
    await recordVersion(em, post.id, input, editor, { kind: 'created' });
    recordEvent(em, source, contentEvents.postCreated, facts(post, editor));
    await recordPublication(em, post, false, editor);
    return post.id;
  });
}

export const inReview = () =>
  new AppError(
    409,
    'CONTENT_POST_IN_REVIEW',
    'The post is waiting for review: it can be changed again once an admin publishes it or sends it back.',
  );

/**
 * Replaces a post's editor fields with `input`, kept as a version of the `version` kind;
 * `content.post.updated.v1` (with the previous slug when it changed), and published or unpublished when the
 * flag changed. A post that has been published keeps its previous address as a way to its new one.
 */
export async function replaceFields(
  em: EntityManager,
  post: PostEntity,
  input: PostInput,
  editor: Editor,
  version: VersionOf,
): Promise<void> {
  await checkSlugFree(em, input.slug, post.id);
  const previousSlug = post.slug;
  const wasPublished = post.published;
  const wasPublic = post.publishedAt !== null;
  await applyInput(em, post, input, new Date());
  await recordVersion(em, post.id, input, editor, version);
  if (post.slug !== previousSlug) await keepOldAddress(em, post, previousSlug, wasPublic);
  recordEvent(em, source, contentEvents.postUpdated, {
    ...facts(post, editor),
    previousSlug: previousSlug === post.slug ? null : previousSlug,
  });
  await recordPublication(em, post, wasPublished, editor);
}

/**
 * An edit from the editor. Admins change any post directly. A member changes their own drafts (never
 * publishing them) and, for a post of theirs that is published, sends the change to review as a revision,
 * leaving the published version as it is.
 */
export function updatePost(deps: PostDeps, postId: string, input: PostInput, editor: Editor): Promise<Post> {
  return change(deps, async (em) => {
    await lockSlugs(em);
    const post = await em.findOne(PostEntity, { id: postId });
    if (!post) throw postNotFound();
    checkMayChange(editor, post);
    await saveFields(em, post, input, editor, { kind: 'updated' });
    return post.id;
  });
}

/**
 * The editor's save rules (the caller has taken the slug lock and checked the editor may change the post):
 * answers whether the change went to review as a revision rather than onto the post.
 */
export async function saveFields(
  em: EntityManager,
  post: PostEntity,
  input: PostInput,
  editor: Editor,
  version: VersionOf,
): Promise<{ revision: boolean }> {
  if (editor.role !== 'admin') {
    if (post.published) {
      await storeRevision(em, post, input, editor, version.kind === 'updated' ? { kind: 'revision' } : version);
      return { revision: true };
    }
    if (post.status === 'in_review') throw inReview();
    if (input.published) throw publishForbidden();
  }
  await replaceFields(em, post, input, editor, version);
  return { revision: false };
}

/**
 * The dashboard's status badge: publish or unpublish; setting what it already is changes nothing, except that
 * unpublishing a scheduled post cancels its schedule (`content.post.scheduled.v1` with null): it is meant to
 * stay off the site.
 */
export function setPostPublished(deps: PostDeps, postId: string, published: boolean, editor: Editor): Promise<Post> {
  return change(deps, async (em) => {
    const post = await em.findOne(PostEntity, { id: postId });
    if (!post) throw postNotFound();
    if (!published && post.scheduledFor) {
      post.scheduledFor = null;
      post.scheduledByUserId = null;
      post.updatedAt = new Date();
      recordEvent(em, source, contentEvents.postScheduled, { ...facts(post, editor), scheduledFor: null });
    }
    if (post.published === published) return post.id;
    setPublished(post, published, new Date());
    await recordPublication(em, post, !published, editor);
    return post.id;
  });
}

/**
 * Deletes a post for good (its tag links, SEO meta and any revision go with it); `content.post.deleted.v1`.
 * A member deletes only their own posts that are not published.
 */
export async function deletePost(deps: PostDeps, postId: string, editor: Editor): Promise<void> {
  await deps.orm.em.fork().transactional(async (em) => {
    const post = await em.findOne(PostEntity, { id: postId });
    if (!post) throw postNotFound();
    checkMayDelete(editor, post);
    recordEvent(em, source, contentEvents.postDeleted, facts(post, editor));
    em.remove(post);
  });
  faultPoint('outbox:after-commit');
  deps.relay.wake();
}
