import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** What every post event carries: enough for a reader (search, page cache) to find the post again. */
const postFacts = z.object({
  postId: z.uuid(),
  slug: z.string().min(1),
  title: z.string().min(1),
  published: z.boolean(),
  occurredBy: z.uuid().nullable(),
});

export const postCreated = defineEvent('content.post.created.v1', postFacts);

/** `previousSlug` is set when the edit changed the slug, so caches keyed by the old address are cleared too. */
export const postUpdated = defineEvent(
  'content.post.updated.v1',
  postFacts.extend({ previousSlug: z.string().min(1).nullable() }),
);

export const postPublished = defineEvent(
  'content.post.published.v1',
  postFacts.extend({ publishedAt: z.iso.datetime({ offset: true }) }),
);

export const postUnpublished = defineEvent('content.post.unpublished.v1', postFacts);

export const postDeleted = defineEvent('content.post.deleted.v1', postFacts);

export type PostEventData = z.infer<typeof postFacts>;
