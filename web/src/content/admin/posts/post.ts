import type { components } from '@agency/contracts/openapi/content';

export type Post = components['schemas']['Post'];
export type PostSummary = components['schemas']['PostSummary'];
export type PostInput = components['schemas']['PostInput'];
export type TeamMember = components['schemas']['TeamMember'];
export type Category = components['schemas']['Category'];
export type Image = components['schemas']['Image'];
export type PostVersionSummary = components['schemas']['PostVersionSummary'];
export type PostVersion = components['schemas']['PostVersion'];
export type PostVersionField = components['schemas']['PostVersionField'];
export type PreviewLink = components['schemas']['PreviewLink'];
export type NewPreviewLink = components['schemas']['NewPreviewLink'];

/**
 * Whether the signed-in teammate may change a post, by the rule content holds (`checkMayChange`): an admin any
 * post, a member only the posts they wrote (a new post is theirs).
 */
export function mayChangePost(
  post: Pick<PostSummary, 'writer'> | undefined,
  user: { id: string } | null,
  isAdmin: boolean,
): boolean {
  if (isAdmin) return true;
  if (!post) return user !== null;
  return user !== null && post.writer?.userId === user.id;
}

/** A member may delete their own post while it is not published; an admin any post. */
export const mayDeletePost = (post: Pick<PostSummary, 'writer' | 'published'>, user: { id: string } | null, isAdmin: boolean) =>
  isAdmin || (mayChangePost(post, user, isAdmin) && !post.published);
