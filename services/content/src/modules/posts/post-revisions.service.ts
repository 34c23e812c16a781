import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import { PostRevision, type Post, type PostInput } from './post.entity.js';
import type { Editor } from './post-editors.js';
import { checkSlugFree, facts, source } from './post-facts.js';
import { recordVersion, type VersionOf } from './post-versions.service.js';

/**
 * A member's change to their published post: kept as the post's revision and sent to review at once (saving
 * it again replaces it, and a returned revision saved again is back in review, its comment gone). The
 * published post is not touched; `content.post.submitted.v1` with `revision`. Kept as a version of the post.
 */
export async function storeRevision(
  em: EntityManager,
  post: Post,
  input: PostInput,
  editor: Editor,
  version: VersionOf = { kind: 'revision' },
): Promise<void> {
  // The slug is checked now, so the writer hears of a clash while writing; publishing checks it again.
  await checkSlugFree(em, input.slug, post.id);
  const writer = { createdByUserId: editor.userId!, createdByEmail: editor.email, createdByName: editor.name };
  await em.upsert(PostRevision, {
    postId: post.id,
    fields: { ...input, published: true },
    status: 'in_review',
    ...writer,
    submittedAt: new Date(),
    reviewComment: null,
    reviewedByName: null,
    reviewedAt: null,
  });
  await recordVersion(em, post.id, { ...input, published: true }, editor, version);
  recordEvent(em, source, contentEvents.postSubmitted, {
    ...facts(post, editor),
    revision: true,
    authorUserId: editor.userId,
    authorEmail: editor.email,
  });
}
