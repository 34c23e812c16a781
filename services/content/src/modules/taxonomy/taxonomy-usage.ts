import { AppError, badRequest, queryPage, type Queryable } from '@agency/kit';
import type { TaxonomyPage } from '@agency/contracts/openapi/content';
import { slugOf } from '../../slugs.js';

export type { TaxonomyPage };

export interface UsageQuery {
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * One page of categories or tags by name (`q` matches part of the name or slug), each with how many posts
 * (drafts too) use it.
 */
export async function usagePage(db: Queryable, table: 'categories' | 'tags', query: UsageQuery): Promise<TaxonomyPage> {
  const countSql =
    table === 'categories'
      ? 'SELECT count(*) FROM posts p WHERE p.category_id = t.id'
      : 'SELECT count(*) FROM post_tags pt WHERE pt.tag_id = t.id';
  const { items, total } = await queryPage(
    db,
    {
      columns: `t.id, t.name, t.slug, (${countSql})::int AS post_count`,
      from: `${table} t`,
      search: ['t.name', 't.slug'],
      orderBy: 'lower(t.name), t.id',
      toItem: (row: TaxonomyPage['items'][number]) => row,
    },
    { q: query.q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
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
