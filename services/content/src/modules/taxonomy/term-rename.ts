import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRow, recordEvent, type AppError } from '@agency/kit';
import type { EventDefinition } from '@agency/contracts';
import type { TaxonomyDeps } from './categories-admin.service.js';
import type { Category } from './taxonomy.service.js';
import { isUniqueViolation, slugOfName } from './taxonomy-usage.js';

/** What an event carries. */
export type EventData<Definition> = Definition extends EventDefinition<infer Data> ? Data : never;

/** A category or a tag: a name with a slug made from it, each old slug kept leading to it. */
export interface TermKind<Renamed> {
  table: 'categories' | 'tags';
  redirects: { table: 'category_slug_redirects' | 'tag_slug_redirects'; column: 'category_id' | 'tag_id' };
  /** The 400 of a name without letter or digit: its code, and what the term is called. */
  invalid: { code: string; what: string };
  notFound: () => AppError;
  taken: () => AppError;
  renamed: EventDefinition<Renamed>;
  facts: (id: string, change: { before: string; after: string; previousSlug: string; name: string; slug: string }) => Renamed;
  /** What follows the rename in its transaction. */
  afterRename?: (em: EntityManager, before: Category, after: Category) => Promise<unknown>;
}

/** The term, locked until the transaction ends, so a rename and a delete of it never cross. */
export const lockTerm = (em: EntityManager, table: TermKind<unknown>['table'], id: string) =>
  queryRow<Category>(em, `SELECT id, name, slug FROM ${table} WHERE id = :id FOR UPDATE`, { id });

/**
 * The old slug of a term now leads to term `to` (a link to the blog filtered by it keeps working), and a slug a
 * term now has is no longer an old address of another.
 */
export async function keepOldSlug(
  em: EntityManager,
  { table, column }: TermKind<unknown>['redirects'],
  previous: string,
  to: string,
  current: string,
) {
  await execute(em, `DELETE FROM ${table} WHERE slug = :current`, { current });
  await execute(
    em,
    `INSERT INTO ${table} (slug, ${column}) VALUES (:previous, :to)
     ON CONFLICT (slug) DO UPDATE SET ${column} = excluded.${column}`,
    { previous, to },
  );
}

/**
 * Renames the term; its slug follows the name and the old one is kept as a redirect for the blog's filter. Its
 * renamed event in the same transaction.
 */
export async function renameTerm<Renamed>(
  kind: TermKind<Renamed>,
  deps: TaxonomyDeps,
  id: string,
  name: string,
): Promise<Category> {
  const slug = slugOfName(name, kind.invalid.code, kind.invalid.what);
  try {
    const renamed = await deps.orm.em.fork().transactional(async (em) => {
      const before = await lockTerm(em, kind.table, id);
      if (!before) throw kind.notFound();
      if (await queryRow(em, `SELECT 1 AS taken FROM ${kind.table} WHERE slug = :slug AND id <> :id`, { slug, id })) {
        throw kind.taken();
      }
      const after = { id, name: name.trim(), slug };
      await execute(em, `UPDATE ${kind.table} SET name = :name, slug = :slug WHERE id = :id`, after);
      if (before.slug !== slug) await keepOldSlug(em, kind.redirects, before.slug, id, slug);
      await kind.afterRename?.(em, before, after);
      recordEvent(
        em,
        'content',
        kind.renamed,
        kind.facts(id, { before: before.name, after: after.name, previousSlug: before.slug, name: after.name, slug }),
      );
      return after;
    });
    deps.relay.wake();
    return renamed;
  } catch (error) {
    if (isUniqueViolation(error)) throw kind.taken();
    throw error;
  }
}
