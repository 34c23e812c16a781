/**
 * Throughput and latency of the leads routes, straight to the service and through the gateway, in
 * one run on this machine, side by side with the ratio (docs/ARCHITECTURE.md, "Performance budgets": a
 * database-backed route should keep ≥ 0.9× of its direct throughput through the gateway). Run with `npm run bench`.
 * It drives only 127.0.0.1, for a bounded time, and cleans up its databases and streams.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pgClient from 'pg';
import { databaseName, registry, serviceEntryOf } from '@agency/contracts/registry';
import { dropTestResources, generateKeys, signTestToken } from '@agency/kit/testing';
import { ensureNats, ensurePostgres, freePort, root } from '../../scripts/lib/infra.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
// Direct and gateway runs alternate, and the median of the rounds is reported: on two shared cores one
// run alone is too noisy to compare.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

function spawnNode(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(root, script)], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The run with the median throughput, and its latencies; errors are summed over all runs. */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor(sorted.length / 2)]!, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

let outbox: pgClient.Client | undefined;

/** Each measurement starts with the relay idle, so one run's publishing does not weigh on the next. */
async function outboxDrained(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const { rows } = await outbox!.query<{ n: string }>('SELECT count(*) AS n FROM outbox_events WHERE published_at IS NULL');
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the outbox did not drain');
}

async function measure(options: autocannon.Options): Promise<Figures> {
  await outboxDrained();
  await autocannon({ ...options, duration: 2, connections }); // warm-up: JIT, pools, caches
  const result = await autocannon({ ...options, duration, connections });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const pg = await ensurePostgres(console.log);
const nats = await ensureNats(console.log);
const namespace = `bench${randomBytes(3).toString('hex')}`;
const keys = generateKeys();
const leadsPort = await freePort();
const gatewayPort = await freePort();
const database = new URL(pg.url);
database.pathname = `/${databaseName(serviceEntryOf('leads').database, namespace)}`;
const gatewayDatabase = new URL(pg.url);
gatewayDatabase.pathname = `/${databaseName(registry.gateway.database, namespace)}`;

const children: ChildProcess[] = [];
try {
  children.push(
    spawnNode('services/leads/dist/server.js', {
      PORT: String(leadsPort),
      DATABASE_URL: database.toString(),
      NATS_URL: nats.url,
      EVENT_NAMESPACE: namespace,
      JWT_PUBLIC_KEY: keys.publicKey,
    }),
  );
  await waitFor(`http://127.0.0.1:${leadsPort}/readyz`);
  outbox = new pgClient.Client({ connectionString: database.toString() });
  await outbox.connect();
  children.push(
    spawnNode('gateway/dist/server.js', {
      PORT: String(gatewayPort),
      LEADS_URL: `http://127.0.0.1:${leadsPort}`,
      DATABASE_URL: gatewayDatabase.toString(),
      JWT_PUBLIC_KEY: keys.publicKey,
      PUBLIC_FORM_RATE_LIMIT: '1000000000',
      WEB_DIST: path.join(root, 'tests/load/no-web'),
    }),
  );
  await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`);

  const direct = `http://127.0.0.1:${leadsPort}`;
  const viaGateway = `http://127.0.0.1:${gatewayPort}/api/leads`;
  const inquiry = JSON.stringify({
    situationType: 'missing-targets',
    name: 'Load Test',
    email: 'load@example.com',
    phone: '780-555-0100',
    preferredTime: 'morning',
  });
  const token = signTestToken(keys, { sub: crypto.randomUUID(), email: 'bench@example.com', role: 'admin' }, 3600);
  const scenarios = [
    {
      name: 'POST /inquiries/strategy-call',
      request: (base: string) => ({
        url: `${base}/inquiries/strategy-call`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: inquiry,
      }),
    },
    {
      name: 'GET /admin/inquiries (50 of many)',
      request: (base: string) => ({ url: `${base}/admin/inquiries?limit=50`, headers: { authorization: `Bearer ${token}` } }),
    },
  ];

  console.log(
    `\nleads: median of ${rounds} alternating rounds of ${duration} s, ${connections} connections, each after a 2 s warm-up\n`,
  );
  const rows: string[][] = [
    ['route', 'direct req/s', 'direct p50/p99 ms', 'gateway req/s', 'gateway p50/p99 ms', 'ratio', 'errors'],
  ];
  for (const scenario of scenarios) {
    const straightRuns: Figures[] = [];
    const proxiedRuns: Figures[] = [];
    for (let round = 0; round < rounds; round++) {
      straightRuns.push(await measure(scenario.request(direct)));
      proxiedRuns.push(await measure(scenario.request(viaGateway)));
    }
    const straight = median(straightRuns);
    const proxied = median(proxiedRuns);
    rows.push([
      scenario.name,
      straight.rps.toFixed(0),
      `${straight.p50} / ${straight.p99}`,
      proxied.rps.toFixed(0),
      `${proxied.p50} / ${proxied.p99}`,
      `${(proxied.rps / straight.rps).toFixed(2)}×`,
      String(straight.errors + proxied.errors),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
} finally {
  await outbox?.end();
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await dropTestResources(namespace);
  await pg.stop();
  await nats.stop();
}
