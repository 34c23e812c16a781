import type { TextKey } from '../../../shared/i18n/messages';
import type { PostSummary } from './post';

export type PostStatus = NonNullable<PostSummary['status']>;

/** The statuses the list can be narrowed to, in the order the filter offers them. */
export const postStatuses: readonly PostStatus[] = ['draft', 'in_review', 'published'];

/**
 * A post's status as the team reads it: a published post with a member's change pending says so, since the
 * live version is not what waits for review.
 */
export function statusLabel(post: Pick<PostSummary, 'published' | 'status' | 'revisionStatus'>): TextKey {
  if (post.revisionStatus === 'in_review') return 'posts.status.changesInReview';
  if (post.revisionStatus === 'returned') return 'posts.status.changesReturned';
  const status = post.status ?? (post.published ? 'published' : 'draft');
  return status === 'in_review'
    ? 'posts.status.inReview'
    : status === 'published'
      ? 'posts.status.published'
      : 'posts.status.draft';
}

/** Whether something of the post waits for an admin: the post itself, or a published post's change. */
export const awaitsReview = (post: Pick<PostSummary, 'status' | 'revisionStatus'>) =>
  post.status === 'in_review' || post.revisionStatus === 'in_review';
