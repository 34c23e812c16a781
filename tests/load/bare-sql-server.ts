/**
 * The baseline of content-bench.ts: a bare Fastify server with one GET route per entry of BARE_ROUTES
 * (JSON: `[{ path, sql, params }]`), each running its SQL through a `pg` pool and replying the rows as
 * JSON. No validation, hooks, logging or mapping: what a read costs with nothing but the query around it.
 * It runs in its own process, as the service does, so autocannon does not share its event loop.
 */
import Fastify from 'fastify';
import pg from 'pg';

interface BareRoute {
  path: string;
  /** With the kit's `?` placeholders. */
  sql: string;
  params: unknown[];
}

/** `?` → `$1`, `$2`, …: the kit's placeholders in the form `pg` takes. */
function numbered(route: BareRoute): string {
  let n = 0;
  const sql = route.sql.replace(/\?/g, () => `$${++n}`);
  if (n !== route.params.length) throw new Error(`${route.path}: ${n} placeholders for ${route.params.length} parameters`);
  return sql;
}

const routes = JSON.parse(process.env.BARE_ROUTES ?? '[]') as BareRoute[];
// The kit's ORM pool holds at most 10 connections too.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, keepAlive: true });
const app = Fastify();
for (const route of routes) {
  const sql = numbered(route);
  app.get(route.path, async () => (await pool.query(sql, route.params)).rows);
}
app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close());
