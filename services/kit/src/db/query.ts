import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from './orm.js';

/**
 * The ORM, or an entity manager: the ORM takes the pool's next connection; an entity manager inside a
 * transaction runs the query in that transaction (it sees the transaction's writes and holds its locks).
 */
export type Queryable = Orm | EntityManager;

const camelCache = new Map<string, string>();

/** `created_at` -> `createdAt`; column names repeat on every row, so each is converted once. */
function camelCase(column: string): string {
  let key = camelCache.get(column);
  if (key === undefined) {
    key = column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    camelCache.set(column, key);
  }
  return key;
}

/**
 * Hot reads: SQL through the ORM's connection with `?` placeholders, no entity hydration. Each row comes
 * back with its columns as camelCase keys, typed as `Row` (which the caller declares to match the SELECT).
 * Values are as the driver gives them: numbers for int columns, and timestamps as PostgreSQL's text
 * (`2025-11-20 18:04:05.123+00`), which `new Date()` reads. Writes and rules go through managed entities.
 */
export async function queryRows<Row extends object>(db: Queryable, sql: string, params: readonly unknown[] = []): Promise<Row[]> {
  const em: EntityManager = 'em' in db ? db.em : db;
  const rows: Record<string, unknown>[] = await em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext());
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const column in row) mapped[camelCase(column)] = row[column];
    return mapped as Row;
  });
}

/** The first row of a query, or undefined when there is none. */
export async function queryRow<Row extends object>(
  db: Queryable,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row | undefined> {
  return (await queryRows<Row>(db, sql, params))[0];
}

/** A search term as a literal inside LIKE / ILIKE: its own %, _ and \ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
