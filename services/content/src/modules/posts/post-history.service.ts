import { notFound, queryPage, queryRow, recordEvent, type Queryable } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type {
  PostInput,
  PostVersion,
  PostVersionField,
  PostVersionKind,
  PostVersionPage,
  PostVersionSummary,
} from '@agency/contracts/openapi/content';
import { isoTime } from '../../time.js';
import { Post as PostEntity } from './post.entity.js';
import { checkMayChange, type Editor } from './post-editors.js';
import type { Post } from './posts.reads.js';
import { change, facts, lockSlugs, postNotFound, saveFields, source, type PostDeps } from './posts.service.js';

// A post's history (the editor's Revisions): every save is a version; one can be read, compared and restored.

const versionNotFound = () => notFound('CONTENT_POST_VERSION_NOT_FOUND', 'This post has no such saved version.');

interface VersionRow {
  id: string;
  number: number;
  kind: PostVersionKind;
  changed: PostVersionField[];
  restoredFromNumber: number | null;
  restoredFromAt: string | null;
  createdAt: string;
  createdByUserId: string | null;
  createdByName: string;
}

const versionColumns = `id, number, kind, changed, restored_from_number, restored_from_at, created_at,
  created_by_user_id, created_by_name`;

function toSummary(row: VersionRow): PostVersionSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    changed: row.changed,
    savedAt: isoTime(row.createdAt),
    savedBy: { userId: row.createdByUserId, name: row.createdByName },
    restoredFrom:
      row.restoredFromNumber === null || row.restoredFromAt === null
        ? null
        : { number: row.restoredFromNumber, savedAt: isoTime(row.restoredFromAt) },
  };
}

/** Whether the editor may see the post's history and links (a member: only posts they wrote, as for editing). */
export async function checkMayRead(db: Queryable, postId: string, editor: Editor): Promise<void> {
  const post = await queryRow<{ createdByUserId: string | null }>(db, 'SELECT created_by_user_id FROM posts WHERE id = :postId', {
    postId,
  });
  if (!post) throw postNotFound();
  checkMayChange(editor, post);
}

/** A page of the post's versions, newest first. */
export async function listVersions(
  db: Queryable,
  postId: string,
  editor: Editor,
  { page, limit }: { page: number; limit: number },
): Promise<PostVersionPage> {
  await checkMayRead(db, postId, editor);
  const { items, total } = await queryPage(
    db,
    { columns: versionColumns, from: 'post_versions', where: ['post_id = :postId'], orderBy: 'number DESC', toItem: toSummary },
    { params: { postId }, limit, offset: (page - 1) * limit },
  );
  return { items, total, page, limit };
}

/** One version of the post with its fields. */
export async function getVersion(db: Queryable, postId: string, versionId: string, editor: Editor): Promise<PostVersion> {
  await checkMayRead(db, postId, editor);
  const row = await queryRow<VersionRow & { fields: PostInput }>(
    db,
    `SELECT ${versionColumns}, fields FROM post_versions WHERE id = :versionId AND post_id = :postId`,
    { postId, versionId },
  );
  if (!row) throw versionNotFound();
  return { version: toSummary(row), fields: row.fields };
}

/**
 * Brings a version's fields back as a new save, through the editor's rules (a member's restore of their
 * published post goes to review); the post keeps whether it is published. `content.post.restored.v1` besides
 * the save's own events.
 */
export function restoreVersion(deps: PostDeps, postId: string, versionId: string, editor: Editor): Promise<Post> {
  return change(deps, async (em) => {
    await lockSlugs(em);
    const post = await em.findOne(PostEntity, { id: postId });
    if (!post) throw postNotFound();
    checkMayChange(editor, post);
    const version = await queryRow<{ number: number; createdAt: string; fields: PostInput }>(
      em,
      'SELECT number, created_at, fields FROM post_versions WHERE id = :versionId AND post_id = :postId',
      { postId, versionId },
    );
    if (!version) throw versionNotFound();
    const restoredFrom = { versionId, number: version.number, savedAt: new Date(version.createdAt) };
    const { revision } = await saveFields(em, post, { ...version.fields, published: post.published }, editor, {
      kind: 'restored',
      restoredFrom,
    });
    recordEvent(em, source, contentEvents.postRestored, {
      ...facts(post, editor),
      restoredFrom: { ...restoredFrom, savedAt: restoredFrom.savedAt.toISOString() },
      revision,
    });
    return post.id;
  });
}
