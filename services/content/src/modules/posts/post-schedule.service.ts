import { AppError, badRequest, queryRows, recordEvent, type Orm } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import { Post as PostEntity } from './post.entity.js';
import type { Editor } from './post-editors.js';
import type { Post } from './posts.reads.js';
import { change, facts, postNotFound, recordPublication, setPublished, source, type PostDeps } from './posts.service.js';

// Scheduled publishing: an admin sets when an unpublished post goes live; a job in every replica publishes the
// posts that are due, each exactly once (the rows are claimed with FOR UPDATE SKIP LOCKED).

const scheduleInPast = () =>
  badRequest('CONTENT_SCHEDULE_IN_PAST', 'The time to publish must be in the future.', [
    { path: 'body/scheduledFor', message: 'is not in the future' },
  ]);

const alreadyPublished = () =>
  new AppError(409, 'CONTENT_POST_ALREADY_PUBLISHED', 'The post is already published; there is nothing to schedule.');

/**
 * Sets (or with null cancels) when the post goes live; `content.post.scheduled.v1`. Setting what it already
 * is changes nothing. `now` is the request's time (the job compares with the database's clock).
 */
export function schedulePost(
  deps: PostDeps,
  postId: string,
  scheduledFor: string | null,
  editor: Editor,
  now = new Date(),
): Promise<Post> {
  const when = scheduledFor === null ? null : new Date(scheduledFor);
  if (when && when.getTime() <= now.getTime()) throw scheduleInPast();
  return change(deps, async (em) => {
    const post = await em.findOne(PostEntity, { id: postId });
    if (!post) throw postNotFound();
    if (post.published) throw alreadyPublished();
    if ((post.scheduledFor?.getTime() ?? null) === (when?.getTime() ?? null)) return post.id;
    post.scheduledFor = when;
    post.scheduledByUserId = when ? editor.userId : null;
    post.updatedAt = now;
    recordEvent(em, source, contentEvents.postScheduled, {
      ...facts(post, editor),
      scheduledFor: when ? when.toISOString() : null,
    });
    return post.id;
  });
}

/**
 * Publishes up to `limit` due posts in one transaction, through the manual publish's steps (so
 * `content.post.published.v1` is recorded with them). The event's actor is the system (no request is being
 * handled); `occurredBy` names the admin who scheduled it. Rows another replica holds are skipped: it is
 * publishing them. Answers how many it published.
 */
export async function publishDuePosts(orm: Orm, limit = 50): Promise<number> {
  return orm.em.fork().transactional(async (em) => {
    const due = await queryRows<{ id: string }>(
      em,
      `SELECT id FROM posts WHERE scheduled_for <= now() AND NOT published
       ORDER BY scheduled_for, id LIMIT :limit FOR UPDATE SKIP LOCKED`,
      { limit },
    );
    if (due.length === 0) return 0;
    const posts = await em.find(PostEntity, { id: { $in: due.map((row) => row.id) } });
    const now = new Date();
    for (const post of posts) {
      // Only the admin's id goes into the event's facts; the role lets publishing through.
      const scheduler: Editor = { userId: post.scheduledByUserId ?? null, role: 'admin', email: '', name: '' };
      setPublished(post, true, now);
      await recordPublication(em, post, false, scheduler);
    }
    return posts.length;
  });
}
