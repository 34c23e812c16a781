import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError, badRequest, execute, queryRows, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { Category, Tag } from '@agency/contracts/openapi/content';
import { slugOf } from '../../slugs.js';
import { Category as CategoryEntity } from './taxonomy.entity.js';

export type { Category, Tag };

/** Every category, or (publishedOnly) those a visitor can find a post in: the blog offers no empty filter. */
export const listCategories = (orm: Orm, publishedOnly = false) =>
  queryRows<Category>(
    orm,
    publishedOnly
      ? `SELECT c.id, c.name, c.slug FROM categories c
         WHERE EXISTS (SELECT 1 FROM posts p WHERE p.category_id = c.id AND p.published)
         ORDER BY c.name, c.id`
      : 'SELECT id, name, slug FROM categories ORDER BY name, id',
  );

export const listTags = (orm: Orm) => queryRows<Tag>(orm, 'SELECT id, name, slug FROM tags ORDER BY name, id');

const categoryTaken = () =>
  new AppError(409, 'CONTENT_CATEGORY_TAKEN', 'A category with this name (or one that makes the same slug) exists.');

/** A new category, its slug made from the name; `content.category.created.v1` in the same transaction. */
export async function createCategory(deps: { orm: Orm; relay: OutboxRelay }, name: string): Promise<Category> {
  const slug = slugOf(name);
  if (!slug) {
    throw badRequest('CONTENT_CATEGORY_NAME_INVALID', 'A category name needs at least one letter or digit.', [
      { path: 'body/name', message: 'has no letter or digit' },
    ]);
  }
  let category: Category;
  try {
    category = await deps.orm.em.fork().transactional(async (em) => {
      if (await em.findOne(CategoryEntity, { slug })) throw categoryTaken();
      const createdAt = new Date();
      const created = em.create(CategoryEntity, { id: randomUUID(), name: name.trim(), slug, createdAt });
      await em.flush();
      // The slug is this category's own now, no longer an old address of another.
      await execute(em, 'DELETE FROM category_slug_redirects WHERE slug = :slug', { slug });
      recordEvent(em, 'content', contentEvents.categoryCreated, {
        categoryId: created.id,
        name: created.name,
        slug: created.slug,
        createdAt: createdAt.toISOString(),
      });
      return { id: created.id, name: created.name, slug: created.slug };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw categoryTaken();
    throw error;
  }
  deps.relay.wake();
  return category;
}
