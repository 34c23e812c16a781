import type { EntityManager } from '@mikro-orm/core';
import type { AbstractSqlConnection, Knex } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { bindNamed, type BoundStatement, type SqlParams } from './named-parameters.js';
import type { Orm } from './orm.js';

export { SqlParameterError, type SqlParams } from './named-parameters.js';

/**
 * Where a statement runs. An entity manager inside `em.transactional` runs it in that transaction (it sees the
 * transaction's writes and holds its locks); the ORM, or an entity manager outside a transaction, takes the
 * pool's next connection for it. A `pg` pool is for a process without an ORM (the gateway's counters).
 */
export type Queryable = Orm | EntityManager | pg.Pool;

/** A driver connection: the transaction's own, or one borrowed from the pool and given back. */
interface DriverConnection {
  query(text: string, values: unknown[]): Promise<pg.QueryResult>;
}

function knexOf(db: Orm | EntityManager): Knex {
  if ('em' in db) return (db.em.getConnection() as AbstractSqlConnection).getKnex();
  return db.getTransactionContext<Knex.Transaction>() ?? (db.getConnection() as AbstractSqlConnection).getKnex();
}

/**
 * Sends the statement to the driver with its values as bind parameters (the ORM's own `execute` would inline
 * them into the text): through the knex client of the transaction or the pool, whose connections carry the
 * ORM's type parsers (timestamps as PostgreSQL text).
 */
async function send(db: Queryable, statement: BoundStatement): Promise<pg.QueryResult> {
  if (!('em' in db) && !('getTransactionContext' in db)) return db.query(statement.text, statement.values);
  const { client } = knexOf(db);
  const connection = (await client.acquireConnection()) as DriverConnection;
  try {
    return await connection.query(statement.text, statement.values);
  } finally {
    await client.releaseConnection(connection);
  }
}

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

function camelRows<Row>(rows: Record<string, unknown>[]): Row[] {
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const column in row) mapped[camelCase(column)] = row[column];
    return mapped as Row;
  });
}

/**
 * Runs one statement with `:name` parameters bound from `params` and answers its rows, each with its columns
 * as camelCase keys, typed as `Row` (declared beside the statement, to match its SELECT or RETURNING). Values
 * are as the driver gives them: numbers for int columns, and timestamps as PostgreSQL's text
 * (`2025-11-20 18:04:05.123+00`), which `new Date()` reads.
 */
export async function queryRows<Row extends object>(db: Queryable, sql: string, params?: SqlParams): Promise<Row[]> {
  return camelRows<Row>((await send(db, bindNamed(sql, params))).rows);
}

/** The first row of a statement, or undefined when there is none. */
export async function queryRow<Row extends object>(db: Queryable, sql: string, params?: SqlParams): Promise<Row | undefined> {
  return (await queryRows<Row>(db, sql, params))[0];
}

export interface Executed<Row> {
  /** Rows the statement inserted, updated or deleted (or selected). */
  rowCount: number;
  /** What its RETURNING clause gave, keyed as `queryRows` keys them. */
  rows: Row[];
}

/** Runs a write (INSERT, UPDATE, DELETE, or a statement for its effect) and tells how many rows it touched. */
export async function execute<Row extends object = Record<string, never>>(
  db: Queryable,
  sql: string,
  params?: SqlParams,
): Promise<Executed<Row>> {
  const result = await send(db, bindNamed(sql, params));
  return { rowCount: result.rowCount ?? 0, rows: camelRows<Row>(result.rows) };
}

/** A search term as a literal inside LIKE / ILIKE: its own %, _ and \ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
