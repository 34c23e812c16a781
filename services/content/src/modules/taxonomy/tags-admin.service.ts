import { AppError, badRequest, execute, notFound, queryRow, queryRows, recordEvent } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaxonomyDeps } from './categories-admin.service.js';
import type { Tag } from './taxonomy.service.js';
import { inUse } from './taxonomy-usage.js';
import { keepOldSlug, lockTerm, renameTerm, type EventData, type TermKind } from './term-rename.js';

const tagNotFound = () => notFound('CONTENT_TAG_NOT_FOUND', 'No such tag.');
const tagTaken = () =>
  new AppError(409, 'CONTENT_TAG_TAKEN', 'A tag with this name (or one that makes the same slug) exists; merge the two instead.');

const lockTag = (em: EntityManager, id: string) => lockTerm(em, 'tags', id);

const postCount = async (em: EntityManager, id: string) =>
  (await queryRow<{ count: number }>(em, 'SELECT count(*)::int AS count FROM post_tags WHERE tag_id = :id', { id }))!.count;

/**
 * A pending revision names its tags (it is the editor's fields); one naming `from` names `to` instead, once,
 * so publishing it later does not bring back a renamed or merged-away tag.
 */
const renameInRevisions = (em: EntityManager, from: string, to: string) =>
  execute(
    em,
    `UPDATE post_revisions SET fields = jsonb_set(fields, '{tags}', (
       SELECT jsonb_agg(name ORDER BY first) FROM (
         SELECT CASE WHEN tag.name = :from THEN :to ELSE tag.name END AS name, min(tag.position) AS first
         FROM jsonb_array_elements_text(fields->'tags') WITH ORDINALITY AS tag (name, position)
         GROUP BY 1
       ) AS renamed))
     WHERE jsonb_typeof(fields->'tags') = 'array' AND fields->'tags' ? :from`,
    { from, to },
  );

/** A deleted tag leaves the pending revisions that name it, in the delete's transaction (publishing one later would bring it back). */
const removeFromRevisions = (em: EntityManager, name: string) =>
  execute(
    em,
    `UPDATE post_revisions SET fields = jsonb_set(fields, '{tags}', coalesce((
       SELECT jsonb_agg(tag.name ORDER BY tag.position)
       FROM jsonb_array_elements_text(fields->'tags') WITH ORDINALITY AS tag (name, position)
       WHERE tag.name <> :name), '[]'::jsonb))
     WHERE jsonb_typeof(fields->'tags') = 'array' AND fields->'tags' ? :name`,
    { name },
  );

const tags: TermKind<EventData<typeof contentEvents.tagRenamed>> = {
  table: 'tags',
  redirects: { table: 'tag_slug_redirects', column: 'tag_id' },
  invalid: { code: 'CONTENT_TAG_INVALID', what: 'tag' },
  notFound: tagNotFound,
  taken: tagTaken,
  renamed: contentEvents.tagRenamed,
  facts: (tagId, change) => ({ tagId, ...change }),
  afterRename: (em, before, after) => renameInRevisions(em, before.name, after.name),
};

/** Renames the tag, its slug following and the old one kept; `content.tag.renamed.v1`. */
export const renameTag = (deps: TaxonomyDeps, id: string, name: string) => renameTerm(tags, deps, id, name);

/**
 * The posts of tag `id` get tag `into` (once each), then `id` is deleted, its slugs leading to `into`; one
 * transaction, one event.
 */
export async function mergeTag(deps: TaxonomyDeps, id: string, into: string): Promise<Tag> {
  if (into === id) {
    throw badRequest('CONTENT_TAG_MERGE_INVALID', 'A tag merges into another tag.', [
      { path: 'body/into', message: 'is the tag itself' },
    ]);
  }
  const merged = await deps.orm.em.fork().transactional(async (em) => {
    // Both locked in id order, so two merges of the same pair the other way round wait rather than deadlock.
    const rows = await queryRows<Tag>(em, 'SELECT id, name, slug FROM tags WHERE id = ANY(:ids::uuid[]) ORDER BY id FOR UPDATE', {
      ids: [id, into],
    });
    const source = rows.find((row) => row.id === id);
    const target = rows.find((row) => row.id === into);
    if (!source || !target) throw tagNotFound();
    const movedPosts = await postCount(em, id);
    await execute(
      em,
      `INSERT INTO post_tags (post_id, tag_id) SELECT post_id, :into FROM post_tags WHERE tag_id = :id
       ON CONFLICT DO NOTHING`,
      { into, id },
    );
    await renameInRevisions(em, source.name, target.name);
    // The merged-away tag's slugs, its own and its old ones, lead to the tag it became part of.
    await execute(em, 'UPDATE tag_slug_redirects SET tag_id = :into WHERE tag_id = :id', { into, id });
    await keepOldSlug(em, tags.redirects, source.slug, into, target.slug);
    await execute(em, 'DELETE FROM tags WHERE id = :id', { id });
    recordEvent(em, 'content', contentEvents.tagMerged, {
      tagId: id,
      name: source.name,
      slug: source.slug,
      into: { tagId: target.id, name: target.name, slug: target.slug },
      movedPosts,
    });
    return target;
  });
  deps.relay.wake();
  return merged;
}

/**
 * Deletes a tag no post uses (pending revisions naming it drop it); a used one is refused (merge it instead)
 * and nothing changes.
 */
export async function deleteTag(deps: TaxonomyDeps, id: string): Promise<void> {
  await deps.orm.em.fork().transactional(async (em) => {
    const tag = await lockTag(em, id);
    if (!tag) throw tagNotFound();
    const count = await postCount(em, id);
    if (count > 0) throw inUse('CONTENT_TAG_IN_USE', 'tag', count, 'merge it into another tag instead');
    await execute(em, 'DELETE FROM tags WHERE id = :id', { id });
    await removeFromRevisions(em, tag.name);
    recordEvent(em, 'content', contentEvents.tagDeleted, { tagId: id, name: tag.name, slug: tag.slug });
  });
  deps.relay.wake();
}
