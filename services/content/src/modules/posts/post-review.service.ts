import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, recordEvent } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import { Post as PostEntity, PostRevision } from './post.entity.js';
import { checkMayChange, type Editor } from './post-editors.js';
import type { Post } from './posts.reads.js';
import {
  change,
  clearReview,
  facts,
  lockSlugs,
  postNotFound,
  recordPublication,
  replaceFields,
  setPublished,
  source,
  writerFacts,
  type PostDeps,
} from './posts.service.js';

// The review of students' drafts: a member submits, an admin publishes or sends the post back with a comment.

const notDraft = () =>
  new AppError(
    409,
    'CONTENT_POST_NOT_DRAFT',
    'Only a draft can be submitted for review; a published post’s changes go to review when they are saved.',
  );

const notInReview = () => new AppError(409, 'CONTENT_POST_NOT_IN_REVIEW', 'Nothing of this post is waiting for review.');

async function postFor(em: EntityManager, postId: string): Promise<PostEntity> {
  const post = await em.findOne(PostEntity, { id: postId });
  if (!post) throw postNotFound();
  return post;
}

/** A draft goes to review, its last comment cleared; `content.post.submitted.v1`. */
export function submitPost(deps: PostDeps, postId: string, editor: Editor): Promise<Post> {
  return change(deps, async (em) => {
    const post = await postFor(em, postId);
    checkMayChange(editor, post);
    if (post.status !== 'draft') throw notDraft();
    post.status = 'in_review';
    post.submittedAt = new Date();
    clearReview(post);
    recordEvent(em, source, contentEvents.postSubmitted, { ...facts(post, editor), revision: false, ...writerFacts(post) });
    return post.id;
  });
}

/**
 * Sends what is in review back to its writer with the admin's comment: a revision stays beside the published
 * post, marked returned; a post becomes a draft again. `content.post.returned.v1`, which e-mails the writer.
 */
export function returnPost(deps: PostDeps, postId: string, comment: string, editor: Editor): Promise<Post> {
  return change(deps, async (em) => {
    const post = await postFor(em, postId);
    const revision = await em.findOne(PostRevision, { postId });
    const review = { reviewComment: comment.trim(), reviewedByName: editor.name, reviewedAt: new Date() };
    if (revision?.status === 'in_review') {
      Object.assign(revision, { status: 'returned', ...review });
      recordEvent(em, source, contentEvents.postReturned, {
        ...facts(post, editor),
        revision: true,
        ...writerFacts(revision),
        comment: review.reviewComment,
      });
    } else if (post.status === 'in_review') {
      Object.assign(post, { status: 'draft', ...review });
      recordEvent(em, source, contentEvents.postReturned, {
        ...facts(post, editor),
        revision: false,
        ...writerFacts(post),
        comment: review.reviewComment,
      });
    } else {
      throw notInReview();
    }
    return post.id;
  });
}

/**
 * Publishes a post, or copies its pending revision onto the published post (`content.post.updated.v1`, then
 * `content.post.published.v1` naming the revision's writer, who is told). A post already published with
 * nothing pending stays as it is.
 */
export function publishPost(deps: PostDeps, postId: string, editor: Editor): Promise<Post> {
  return change(deps, async (em) => {
    await lockSlugs(em);
    const post = await postFor(em, postId);
    const revision = await em.findOne(PostRevision, { postId });
    if (revision) {
      await replaceFields(em, post, { ...revision.fields, published: true }, editor, { kind: 'revision-published' });
      recordEvent(em, source, contentEvents.postPublished, {
        ...facts(post, editor),
        publishedAt: post.publishedAt!.toISOString(),
        ...writerFacts(revision),
        revision: true,
      });
      em.remove(revision);
    } else if (!post.published) {
      setPublished(post, true, new Date());
      await recordPublication(em, post, false, editor);
    }
    return post.id;
  });
}
