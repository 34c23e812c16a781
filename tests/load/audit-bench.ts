/**
 * The Activity screen's reads on a record of 100,000 entries: each filter the screen offers (none, a person, a
 * kind of record, a week), a bare Fastify + `pg` route running the service's own SQL beside the service, with
 * the ratio; and, before that, the plan PostgreSQL picks for each page's query, which must read an index rather
 * than the whole table. Run with `npm run bench:audit` after `npm run build:services`; it drives only 127.0.0.1,
 * for a bounded time, and cleans up its databases and streams.
 */
import pgClient from 'pg';
import { signTestToken } from '@agency/kit/testing';
import { listActivity, type ActivityFilters } from '../../services/audit/src/modules/activity/activity.service.js';
import { freePort } from '../../scripts/lib/infra.mjs';
import { compare, startService, statementsOf, waitFor, withBenchEnvironment, type Statement } from './harness.js';

const seededEntries = Number(process.env.BENCH_AUDIT_ENTRIES ?? 100_000);
const people = 40;

/** The filters the screen sends, by scenario; the person and the week fall inside the seeded range. */
const scenarios: Array<{ name: string; query: string; filters: ActivityFilters }> = [
  { name: 'everything', query: '', filters: {} },
  { name: 'one person', query: 'actorId=person-7', filters: { actorId: 'person-7' } },
  { name: 'one kind of record', query: 'subjectType=inquiry', filters: { subjectType: 'inquiry' } },
  {
    name: 'one week',
    query: 'from=2026-06-01T00:00:00.000Z&to=2026-06-08T00:00:00.000Z',
    filters: { from: '2026-06-01T00:00:00.000Z', to: '2026-06-08T00:00:00.000Z' },
  },
];

const paging = { page: 1, pageSize: 25 };

await withBenchEnvironment(async (environment) => {
  const audit = await startService(environment, 'audit');
  const db = new pgClient.Client({ connectionString: audit.databaseUrl });
  await db.connect();
  try {
    // A year of a busy team's doing, one entry every five minutes or so, spread over people and kinds of record.
    await db.query(
      `INSERT INTO audit_entries (id, occurred_at, type, actor_kind, actor_id, actor_name, actor_role, action,
         subject_type, subject_id, subject_label, before, after, data, known)
       SELECT gen_random_uuid(), timestamptz '2026-01-01' + n * interval '5 minutes', 'leads.inquiry.status-changed.v1',
              'team', 'person-' || (n % $2::int), 'Person ' || (n % $2::int), 'member', 'inquiry.status-changed',
              (ARRAY['inquiry', 'application', 'client', 'post'])[1 + n % 4], 'record-' || (n % 5000), 'Record ' || (n % 5000),
              'pending', 'contacted', jsonb_build_object('n', n), true
       FROM generate_series(1, $1::int) AS n`,
      [seededEntries, people],
    );
    await db.query('ANALYZE audit_entries');

    const routes: Array<{ path: string; count: Statement } & Statement> = [];
    console.log(`\nPlans of the page queries over ${seededEntries} entries:`);
    for (const [index, scenario] of scenarios.entries()) {
      const [page, count] = await statementsOf((orm) => listActivity(orm, scenario.filters, paging));
      if (!page || !count) throw new Error('the activity list should send a page and a count');
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${page.sql}`, page.params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n    ');
      const indexed = /Index/.test(plan) && !/Seq Scan on audit_entries/.test(plan);
      console.log(`  ${scenario.name}: ${indexed ? 'index' : 'NOT INDEXED'}\n    ${plan}`);
      routes.push({ path: `/activity/${index}`, ...page, count });
    }

    const barePort = await freePort();
    environment.spawnNode(
      'tests/load/bare-sql-server.ts',
      { PORT: String(barePort), DATABASE_URL: audit.databaseUrl, BARE_ROUTES: JSON.stringify(routes) },
      ['--import', 'tsx'],
    );
    const bare = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bare}/activity/0`);
    const token = signTestToken(environment.keys, { sub: crypto.randomUUID(), email: 'bench@example.com', role: 'admin' }, 3600);
    await compare({
      title: `audit, GET /activity (25 of ${seededEntries}, with the count): a bare Fastify + pg route with the same SQL, and the service`,
      baseline: { label: 'bare', base: bare },
      subject: { label: 'service', base: audit.url },
      scenarios: scenarios.map((scenario, index) => ({
        name: `GET /activity ${scenario.name}`,
        request: (base) =>
          base === bare
            ? { url: `${bare}/activity/${index}` }
            : { url: `${base}/activity?${scenario.query}`, headers: { authorization: `Bearer ${token}` } },
      })),
    });
  } finally {
    await db.end();
  }
});
