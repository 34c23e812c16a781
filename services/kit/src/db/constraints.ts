import { queryRows, type Queryable } from './sql.js';

/**
 * The values a `CHECK (column IN (…))` constraint allows, read back from PostgreSQL after migrating,
 * so a test can hold the database to the contract's enum. Empty when the column has no such CHECK.
 */
export async function checkedValues(db: Queryable, table: string, column: string): Promise<string[]> {
  const rows = await queryRows<{ definition: string }>(
    db,
    `SELECT pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'c' AND c.conrelid = :table::regclass AND a.attname = :column`,
    { table, column },
  );
  // PostgreSQL writes `IN (…)` back as `(col = ANY (ARRAY['a'::text, 'b'::text]))`.
  return rows.flatMap(({ definition }) =>
    [...definition.matchAll(/'((?:[^']|'')*)'::/g)].map((match) => match[1]!.replace(/''/g, "'")),
  );
}
