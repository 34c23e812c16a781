import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from './orm.js';

/** The ORM, or an entity manager (say, inside a transaction): both reach the same pooled connection. */
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
  const connection = ('em' in db ? db.em : db).getConnection();
  const rows = await connection.execute<Record<string, unknown>[]>(sql, [...params]);
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
