import { AppError, badRequest, execute, notFound, queryRow, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category } from './taxonomy.service.js';
import { inUse, isUniqueViolation, slugOfName } from './taxonomy-usage.js';

export interface TaxonomyDeps {
  orm: Orm;
  relay: OutboxRelay;
}

const categoryNotFound = () => notFound('CONTENT_CATEGORY_NOT_FOUND', 'No such category.');
const categoryTaken = () =>
  new AppError(409, 'CONTENT_CATEGORY_TAKEN', 'A category with this name (or one that makes the same slug) exists.');

/** The category, locked until the transaction ends, so a rename and a delete of it never cross. */
const lockCategory = (em: EntityManager, id: string) =>
  queryRow<Category>(em, 'SELECT id, name, slug FROM categories WHERE id = :id FOR UPDATE', { id });

/**
 * Renames the category; its slug follows the name and the old one is kept as a redirect for the blog's
 * filter. `content.category.renamed.v1` in the same transaction.
 */
export async function renameCategory(deps: TaxonomyDeps, id: string, name: string): Promise<Category> {
  const slug = slugOfName(name, 'CONTENT_CATEGORY_NAME_INVALID', 'category');
  try {
    const renamed = await deps.orm.em.fork().transactional(async (em) => {
      const before = await lockCategory(em, id);
      if (!before) throw categoryNotFound();
      const other = await queryRow(em, 'SELECT 1 AS taken FROM categories WHERE slug = :slug AND id <> :id', { slug, id });
      if (other) throw categoryTaken();
      const after = { id, name: name.trim(), slug };
      await execute(em, 'UPDATE categories SET name = :name, slug = :slug WHERE id = :id', after);
      if (before.slug !== slug) {
        await execute(em, 'DELETE FROM category_slug_redirects WHERE slug = :slug', { slug });
        await execute(
          em,
          `INSERT INTO category_slug_redirects (slug, category_id) VALUES (:previous, :id)
           ON CONFLICT (slug) DO UPDATE SET category_id = excluded.category_id`,
          { previous: before.slug, id },
        );
      }
      recordEvent(em, 'content', contentEvents.categoryRenamed, {
        categoryId: id,
        before: before.name,
        after: after.name,
        previousSlug: before.slug,
        name: after.name,
        slug,
      });
      return after;
    });
    deps.relay.wake();
    return renamed;
  } catch (error) {
    if (isUniqueViolation(error)) throw categoryTaken();
    throw error;
  }
}

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
