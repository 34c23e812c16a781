import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRow } from '@agency/kit';
import type { PostVersionField as VersionField, PostVersionKind } from '@agency/contracts/openapi/content';
import { PostVersionField } from '@agency/contracts/openapi/content.schemas';
import type { PostInput } from './post.entity.js';
import type { Editor } from './post-editors.js';

export type { PostVersionKind };

/** How many versions a post keeps: the oldest beyond these go as a new one is saved. */
export const keptVersions = 200;

/** What a version records of a restore: the version it brought back. */
export interface RestoredFrom {
  versionId: string;
  number: number;
  savedAt: Date;
}

export interface VersionOf {
  kind: PostVersionKind;
  restoredFrom?: RestoredFrom;
}

const trimmedOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The editor's fields as the post keeps them (trimmed, empty SEO text as null), so equal saves compare equal. */
export function normalized(input: PostInput): PostInput {
  return {
    title: input.title.trim(),
    slug: input.slug,
    authorId: input.authorId,
    coverImage: input.coverImage,
    excerpt: input.excerpt.trim(),
    content: input.content,
    published: input.published,
    featured: input.featured,
    categoryId: input.categoryId ?? null,
    tags: input.tags ?? [],
    seoTitle: trimmedOrNull(input.seoTitle),
    seoDescription: trimmedOrNull(input.seoDescription),
  };
}

const comparable = (fields: PostInput, field: VersionField): string => {
  const value = normalized(fields)[field];
  // A post's tags are a set: their order is not a change.
  return JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));
};

/** The fields in which `after` differs from `before`, in the editor's order. */
export const changedFields = (before: PostInput, after: PostInput): VersionField[] =>
  PostVersionField.enum.filter((field) => comparable(before, field) !== comparable(after, field));

/**
 * Keeps a save of the post's editor fields as its next version, in the save's transaction (saves of posts are
 * taken one at a time under the slug lock, so the numbers follow each other), and lets the oldest beyond
 * `keptVersions` go.
 */
export async function recordVersion(
  em: EntityManager,
  postId: string,
  input: PostInput,
  editor: Editor,
  { kind, restoredFrom }: VersionOf,
): Promise<void> {
  const fields = normalized(input);
  const last = await queryRow<{ number: number; fields: PostInput }>(
    em,
    'SELECT number, fields FROM post_versions WHERE post_id = :postId ORDER BY number DESC LIMIT 1',
    { postId },
  );
  const number = (last?.number ?? 0) + 1;
  await execute(
    em,
    `INSERT INTO post_versions (id, post_id, number, kind, fields, changed, restored_from_number, restored_from_at,
       created_at, created_by_user_id, created_by_name)
     VALUES (:id, :postId, :number, :kind, :fields::jsonb, :changed::text[], :restoredFromNumber, :restoredFromAt,
       :createdAt, :userId, :name)`,
    {
      id: randomUUID(),
      postId,
      number,
      kind,
      fields: JSON.stringify(fields),
      changed: last ? changedFields(last.fields, fields) : [],
      restoredFromNumber: restoredFrom?.number ?? null,
      restoredFromAt: restoredFrom?.savedAt ?? null,
      createdAt: new Date(),
      userId: editor.userId,
      name: editor.name,
    },
  );
  if (number > keptVersions) {
    await execute(em, 'DELETE FROM post_versions WHERE post_id = :postId AND number <= :oldest', {
      postId,
      oldest: number - keptVersions,
    });
  }
}
