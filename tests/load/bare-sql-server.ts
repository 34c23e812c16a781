/**
 * The baseline of content-bench.ts and bench.ts: a bare Fastify server with one GET route per entry of
 * BARE_ROUTES (JSON: `[{ path, sql, params, count? }]`), each running its SQL through a `pg` pool and replying
 * the rows as JSON; a route with a `count` statement runs it beside the rows' and replies `{ items, total }`,
 * as a paged list does. No validation, hooks, logging or mapping: what a read costs with nothing but the
 * query around it. It runs in its own process, as the service does, so autocannon does not share its event loop.
 */
import Fastify from 'fastify';
import pg from 'pg';

interface Statement {
  /** With `$1`, `$2`, … as the kit sends it. */
  sql: string;
  params: unknown[];
}

interface BareRoute extends Statement {
  path: string;
  /** A paged list's count of every match, run beside the page's own statement. */
  count?: Statement;
}

/** The statement's text, once it is clear that its placeholders and parameters match. */
function checked(path: string, statement: Statement): string {
  const placeholders = new Set(statement.sql.match(/\$\d+/g)).size;
  if (placeholders !== statement.params.length) {
    throw new Error(`${path}: ${placeholders} placeholders for ${statement.params.length} parameters`);
  }
  return statement.sql;
}

const routes = JSON.parse(process.env.BARE_ROUTES ?? '[]') as BareRoute[];
// The kit's ORM pool holds at most 10 connections too.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, keepAlive: true });
const app = Fastify();
for (const route of routes) {
  const sql = checked(route.path, route);
  const { count } = route;
  if (count) {
    const countSql = checked(route.path, count);
    app.get(route.path, async () => {
      const [page, counted] = await Promise.all([pool.query(sql, route.params), pool.query(countSql, count.params)]);
      return { items: page.rows, total: (counted.rows[0] as { total: number }).total };
    });
  } else {
    app.get(route.path, async () => (await pool.query(sql, route.params)).rows);
  }
}
app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close());
