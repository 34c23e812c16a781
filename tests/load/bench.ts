/**
 * Throughput and latency of the leads routes, straight to the service and through the gateway, in
 * one run on this machine, side by side with the ratio (docs/ARCHITECTURE.md, "Performance budgets": a
 * database-backed route should keep ≥ 0.9× of its direct throughput through the gateway). Run with
 * `npm run bench` (which then runs content-bench.ts too) or alone with `npm run bench:leads`; build first
 * (`npm run build:services`). It drives only 127.0.0.1, for a bounded time, and cleans up its databases and streams.
 */
import pgClient from 'pg';
import { signTestToken } from '@agency/kit/testing';
import { compare, startGateway, startService, withBenchEnvironment } from './harness.js';

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
  } finally {
    await outbox.end();
  }
});
