// What the post's modules share without importing one another: the events' source and facts, and the slug check.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '@agency/kit';
import { Post as PostEntity, PostRedirect } from './post.entity.js';
import type { Editor } from './post-editors.js';

export const source = 'content';

export const slugTaken = () => new AppError(409, 'CONTENT_SLUG_TAKEN', 'Another post already uses this slug.');
const slugLeadsElsewhere = () =>
  new AppError(409, 'CONTENT_SLUG_TAKEN', 'Another post had this slug before, and its old address still leads to it.');

export const facts = (post: PostEntity, editor: Editor) => ({
  postId: post.id,
  slug: post.slug,
  title: post.title,
  published: post.published,
  occurredBy: editor.userId,
});

/**
 * A slug is free for a post unless another post has it, now or as an old address that still leads there
 * (old links keep reaching the post they were made for; the post itself may take an old slug back).
 */
export async function checkSlugFree(em: EntityManager, slug: string, postId?: string): Promise<void> {
  const other = await em.findOne(PostEntity, { slug });
  if (other && other.id !== postId) throw slugTaken();
  const redirect = await em.findOne(PostRedirect, { oldSlug: slug });
  if (redirect && redirect.postId !== postId) throw slugLeadsElsewhere();
}
