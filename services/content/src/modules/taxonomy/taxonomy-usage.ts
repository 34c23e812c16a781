import { AppError, badRequest, queryRows, type Queryable } from '@agency/kit';
import type { components } from '@agency/contracts/openapi/content';
import { slugOf } from '../../slugs.js';

type Schemas = components['schemas'];
export type TaxonomyPage = Schemas['TaxonomyPage'];

export interface UsageQuery {
  q?: string;
  page: number;
  pageSize: number;
}

/** `%` and `_` typed in the search box are letters, not patterns. */
const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of categories or tags by name, each with how many posts (drafts too) use it: `countSql` counts
 * the posts of the row `t`. The total rides on every row, so one query answers the page.
 */
export async function usagePage(db: Queryable, table: 'categories' | 'tags', query: UsageQuery): Promise<TaxonomyPage> {
  const countSql =
    table === 'categories'
      ? 'SELECT count(*) FROM posts p WHERE p.category_id = t.id'
      : 'SELECT count(*) FROM post_tags pt WHERE pt.tag_id = t.id';
  const q = query.q?.trim() ? likePattern(query.q) : null;
  const rows = await queryRows<{ id: string; name: string; slug: string; postCount: number; total: number }>(
    db,
    `SELECT t.id, t.name, t.slug, (${countSql})::int AS post_count, count(*) OVER ()::int AS total
     FROM ${table} t
     WHERE (:q::text IS NULL OR t.name ILIKE :q OR t.slug ILIKE :q)
     ORDER BY lower(t.name), t.id
     LIMIT :limit OFFSET :offset`,
    { q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  // A page past the end has no row to carry the total: count apart.
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ total: number }>(
        db,
        `SELECT count(*)::int AS total FROM ${table} t WHERE (:q::text IS NULL OR t.name ILIKE :q OR t.slug ILIKE :q)`,
        { q },
      )
    )[0]!.total;
  return {
    items: rows.map(({ id, name, slug, postCount }) => ({ id, name, slug, postCount })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The slug a new name makes, or 400 when it has no letter or digit. */
export function slugOfName(name: string, code: string, what: string): string {
  const slug = slugOf(name);
  if (!slug)
    throw badRequest(code, `A ${what} name needs at least one letter or digit.`, [
      { path: 'body/name', message: 'has no letter or digit' },
    ]);
  return slug;
}

/** PostgreSQL's unique_violation, from the driver or the ORM: another change took the slug first. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || error.constructor.name === 'UniqueConstraintViolationException');

/** 409 naming how many posts still use the category or tag. */
export const inUse = (code: string, what: string, count: number, instead: string) =>
  new AppError(409, code, `${count} ${count === 1 ? 'post uses' : 'posts use'} this ${what}; ${instead}.`);
