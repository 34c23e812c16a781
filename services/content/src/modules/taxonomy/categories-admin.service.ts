import { AppError, badRequest, execute, notFound, queryRow, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inUse } from './taxonomy-usage.js';
import { lockTerm, renameTerm, type EventData, type TermKind } from './term-rename.js';

export interface TaxonomyDeps {
  orm: Orm;
  relay: OutboxRelay;
}

const categoryNotFound = () => notFound('CONTENT_CATEGORY_NOT_FOUND', 'No such category.');
const categoryTaken = () =>
  new AppError(409, 'CONTENT_CATEGORY_TAKEN', 'A category with this name (or one that makes the same slug) exists.');

const categories: TermKind<EventData<typeof contentEvents.categoryRenamed>> = {
  table: 'categories',
  redirects: { table: 'category_slug_redirects', column: 'category_id' },
  invalid: { code: 'CONTENT_CATEGORY_NAME_INVALID', what: 'category' },
  notFound: categoryNotFound,
  taken: categoryTaken,
  renamed: contentEvents.categoryRenamed,
  facts: (categoryId, change) => ({ categoryId, ...change }),
};

const lockCategory = (em: EntityManager, id: string) => lockTerm(em, 'categories', id);

/** Renames the category, its slug following and the old one kept; `content.category.renamed.v1`. */
export const renameCategory = (deps: TaxonomyDeps, id: string, name: string) => renameTerm(categories, deps, id, name);

/**
 * Deletes the category. Posts that use it are moved to `moveTo` first, in the same transaction (with the
 * category's slugs, so the blog's old filter links find them there); without `moveTo` a used category is
 * refused and nothing changes. A pending revision naming it follows its post.
 */
export async function deleteCategory(deps: TaxonomyDeps, id: string, moveTo?: string): Promise<void> {
  if (moveTo === id) {
    throw badRequest('CONTENT_CATEGORY_MOVE_INVALID', 'The posts must move to another category.', [
      { path: 'query/moveTo', message: 'is the category being deleted' },
    ]);
  }
  await deps.orm.em.fork().transactional(async (em) => {
    const category = await lockCategory(em, id);
    if (!category) throw categoryNotFound();
    const target = moveTo === undefined ? undefined : await lockCategory(em, moveTo);
    if (moveTo !== undefined && !target)
      throw notFound('CONTENT_CATEGORY_NOT_FOUND', 'The category to move the posts to does not exist.');
    const used = (await queryRow<{ count: number }>(em, 'SELECT count(*)::int AS count FROM posts WHERE category_id = :id', {
      id,
    }))!;
    if (used.count > 0 && !target) {
      throw inUse('CONTENT_CATEGORY_IN_USE', 'category', used.count, 'move its posts to another category first');
    }
    const to = target?.id ?? null;
    await execute(em, 'UPDATE posts SET category_id = :to WHERE category_id = :id', { to, id });
    await execute(
      em,
      `UPDATE post_revisions SET fields = jsonb_set(fields, '{categoryId}', to_jsonb(:to::uuid))
       WHERE fields->>'categoryId' = :id::text`,
      { to, id },
    );
    if (target) {
      await execute(em, 'UPDATE category_slug_redirects SET category_id = :to WHERE category_id = :id', { to, id });
      await execute(
        em,
        'INSERT INTO category_slug_redirects (slug, category_id) VALUES (:slug, :to) ON CONFLICT (slug) DO NOTHING',
        {
          slug: category.slug,
          to,
        },
      );
    }
    await execute(em, 'DELETE FROM categories WHERE id = :id', { id });
    recordEvent(em, 'content', contentEvents.categoryDeleted, {
      categoryId: id,
      name: category.name,
      slug: category.slug,
      movedPosts: used.count,
      movedTo: target ? { categoryId: target.id, name: target.name, slug: target.slug } : null,
    });
  });
  deps.relay.wake();
}
