/**
 * Throughput and latency of the leads routes, straight to the service and through the gateway, in
 * one run on this machine, side by side with the ratio (docs/ARCHITECTURE.md, "Performance budgets": a
 * database-backed route should keep ≥ 0.9× of its direct throughput through the gateway). Then the team's
 * applications list, a bare Fastify + `pg` route running the service's own SQL beside the service directly and
 * through the gateway. Run with `npm run bench` (which then runs content-bench.ts too) or alone with
 * `npm run bench:leads`; build first (`npm run build:services`). It drives only 127.0.0.1, for a bounded time,
 * and cleans up its databases and streams.
 */
import pgClient from 'pg';
import { signTestToken } from '@agency/kit/testing';
import { listApplications } from '../../services/leads/src/modules/applications/applications.service.js';
import { freePort } from '../../scripts/lib/infra.mjs';
import { compare, startGateway, startService, statementsOf, waitFor, withBenchEnvironment } from './harness.js';

/** How many applications the list pages through: a busy season's worth. */
const seededApplications = 5000;

await withBenchEnvironment(async (environment) => {
  const leads = await startService(environment, 'leads');
  const outbox = new pgClient.Client({ connectionString: leads.databaseUrl });
  await outbox.connect();
  try {
    /** Each measurement starts with the relay idle, so one run's publishing does not weigh on the next. */
    const outboxDrained = async () => {
      for (let i = 0; i < 600; i++) {
        const { rows } = await outbox.query<{ n: string }>('SELECT count(*) AS n FROM outbox_events WHERE published_at IS NULL');
        if (Number(rows[0]?.n) === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the outbox did not drain');
    };
    const gateway = await startGateway(environment, { leads });

    const inquiry = JSON.stringify({
      situationType: 'missing-targets',
      name: 'Load Test',
      email: 'load@example.com',
      phone: '780-555-0100',
      preferredTime: 'morning',
    });
    const token = signTestToken(environment.keys, { sub: crypto.randomUUID(), email: 'bench@example.com', role: 'admin' }, 3600);
    await compare({
      title: 'leads, direct and through the gateway',
      baseline: { label: 'direct', base: leads.url },
      subject: { label: 'gateway', base: `${gateway}/api/leads` },
      settle: outboxDrained,
      scenarios: [
        {
          name: 'POST /inquiries/strategy-call',
          request: (base) => ({
            url: `${base}/inquiries/strategy-call`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: inquiry,
          }),
        },
        {
          name: 'GET /admin/inquiries (50 of many)',
          request: (base) => ({ url: `${base}/admin/inquiries?limit=50`, headers: { authorization: `Bearer ${token}` } }),
        },
      ],
    });

    // The applications list: the page and its count, exactly as the service sends them for `?limit=50`.
    const [page, count] = await statementsOf((orm) => listApplications({ orm }, { limit: 50, offset: 0 }));
    if (!page || !count) throw new Error('the applications list should send a page and a count');
    await outbox.query(
      `INSERT INTO volunteer_applications (id, name, email, phone, university, program, year, experience, availability,
         interests, motivation, status, created_at)
       SELECT gen_random_uuid(), 'Student ' || n, 'student' || n || '@example.com', '587-555-0100', 'University of Alberta',
              'Business', (ARRAY['1', '2', '3', '4', '5+'])[1 + n % 5], repeat('Clubs and part-time work. ', 8),
              (ARRAY['winter', 'spring', 'fall'])[1 + n % 3], ARRAY['Web Development', 'Content Creation'],
              repeat('I want to help local businesses grow. ', 10),
              (ARRAY['pending', 'reviewing', 'accepted', 'rejected'])[1 + n % 4], now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
      [seededApplications],
    );
    const barePort = await freePort();
    environment.spawnNode(
      'tests/load/bare-sql-server.ts',
      {
        PORT: String(barePort),
        DATABASE_URL: leads.databaseUrl,
        BARE_ROUTES: JSON.stringify([{ path: '/admin/applications', ...page, count }]),
      },
      ['--import', 'tsx'],
    );
    const bare = `http://127.0.0.1:${barePort}`;
    await waitFor(
      `${bare}/admin/applications`,
      async (r) => r.ok && ((await r.json()) as { items: unknown[] }).items.length === 50,
    );
    await compare({
      title: `leads, GET /admin/applications (50 of ${seededApplications}, with the count): a bare Fastify + pg route with the same SQL, the service directly and through the gateway`,
      baseline: { label: 'bare', base: bare },
      subject: [
        { label: 'direct', base: leads.url },
        { label: 'gateway', base: `${gateway}/api/leads` },
      ],
      scenarios: [
        {
          name: 'GET /admin/applications?limit=50',
          request: (base) => ({ url: `${base}/admin/applications?limit=50`, headers: { authorization: `Bearer ${token}` } }),
        },
      ],
    });
  } finally {
    await outbox.end();
  }
});
