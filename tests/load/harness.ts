/**
 * What the benchmarks in tests/load/ share: a throwaway namespace (databases, streams) on the machine's
 * PostgreSQL and NATS, built services and the gateway spawned on free ports, autocannon runs in
 * alternating rounds, and the table that prints each figure beside its baseline and the ratio.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { databaseName, registry, serviceEntryOf, upstreamUrlKey } from '@agency/contracts/registry';
import type { Orm } from '@agency/kit';
import { dropTestResources, generateKeys, type KeyPair } from '@agency/kit/testing';
import { ensureNats, ensurePostgres, freePort, root } from '../../scripts/lib/infra.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
// The two sides of a comparison alternate, and the median of the rounds is reported: on two shared cores one
// run alone is too noisy to compare.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** Polls `url` until `ready` accepts its answer (by default: any 2xx). */
export async function waitFor(
  url: string,
  ready: (response: Response) => Promise<boolean> | boolean = (r) => r.ok,
): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (response) => ready(response),
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

export interface BenchEnvironment {
  namespace: string;
  keys: KeyPair;
  /** The PostgreSQL server's superuser URL (its `postgres` database). */
  postgresUrl: string;
  natsUrl: string;
  /** The URL of the namespace's own database of that name (created by whoever connects first). */
  databaseUrl(database: string): string;
  /** Runs `script` (relative to the repository) with Node and these `nodeArgs`, stopped when the bench ends. */
  spawnNode(script: string, env: Record<string, string>, nodeArgs?: string[]): void;
}

/**
 * Runs `bench` against the machine's PostgreSQL and NATS (started if missing) in a fresh namespace, then
 * stops what it spawned and drops the namespace's databases and streams, whether or not the bench failed.
 */
export async function withBenchEnvironment(bench: (environment: BenchEnvironment) => Promise<void>): Promise<void> {
  const pg = await ensurePostgres(console.log);
  const nats = await ensureNats(console.log);
  const namespace = `bench${randomBytes(3).toString('hex')}`;
  const children: ChildProcess[] = [];
  try {
    await bench({
      namespace,
      keys: generateKeys(),
      postgresUrl: pg.url,
      natsUrl: nats.url,
      databaseUrl: (database) => {
        const url = new URL(pg.url);
        url.pathname = `/${databaseName(database, namespace)}`;
        return url.toString();
      },
      spawnNode: (script, env, nodeArgs = []) => {
        children.push(
          spawn(process.execPath, [...nodeArgs, path.join(root, script)], {
            env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
            stdio: ['ignore', 'ignore', 'inherit'],
          }),
        );
      },
    });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await dropTestResources(namespace);
    await pg.stop();
    await nats.stop();
  }
}

export interface StartedService {
  url: string;
  /** Its own database, for a bench that reads or queries it beside the service. */
  databaseUrl: string;
}

/**
 * Starts the built service `name` in the namespace and returns where it answers once it is ready; `nodeArgs`
 * go to Node before the script (e.g. `--cpu-prof`).
 */
export async function startService(
  environment: BenchEnvironment,
  name: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<StartedService> {
  const port = await freePort();
  const databaseUrl = environment.databaseUrl(serviceEntryOf(name).database);
  environment.spawnNode(
    `services/${name}/dist/server.js`,
    {
      PORT: String(port),
      METRICS_PORT: '0',
      DATABASE_URL: databaseUrl,
      NATS_URL: environment.natsUrl,
      EVENT_NAMESPACE: environment.namespace,
      JWT_PUBLIC_KEY: environment.keys.publicKey,
      ...env,
    },
    nodeArgs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  return { url, databaseUrl };
}

/** The web build the gateway serves (`npm run build:web`). */
export const webDist = path.join(root, 'web/dist');

/**
 * A page that keeps the SPA's plain shell (admin screens are never server-rendered): what the gateway
 * costs serving `index.html`, the figure a rendered page is held against.
 */
export const spaShellScenario: Scenario = {
  name: 'GET /admin/login (index.html)',
  request: (base) => ({ url: `${base}/admin/login` }),
};

export interface GatewayOptions {
  /** The web build to serve; none by default (the API only). */
  webDist?: string;
  /** Passed to Node before the script, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** More of the gateway's environment, or overrides (e.g. `LOG_LEVEL`). */
  env?: Record<string, string>;
}

/**
 * Starts the built gateway in front of `upstreams` (by service name: a started service, or any server
 * standing in for one at its URL) and returns its base URL.
 * Every registered rate limit is lifted through its override: a benchmark is one client sending thousands
 * of requests a second, which is what the limits are there to refuse.
 */
export async function startGateway(
  environment: BenchEnvironment,
  upstreams: Record<string, { url: string }>,
  options: GatewayOptions = {},
): Promise<string> {
  const port = await freePort();
  const liftedLimits = registry.services.flatMap((service) => service.rateLimits.map((rule) => [rule.override, '1000000000']));
  environment.spawnNode(
    'gateway/dist/server.js',
    {
      PORT: String(port),
      METRICS_PORT: '0',
      DATABASE_URL: environment.databaseUrl(registry.gateway.database),
      JWT_PUBLIC_KEY: environment.keys.publicKey,
      NATS_URL: environment.natsUrl,
      EVENT_NAMESPACE: environment.namespace,
      WEB_DIST: options.webDist ?? path.join(root, 'tests/load/no-web'),
      // The origin its sockets are opened from, as a browser on its pages would.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...Object.fromEntries(Object.entries(upstreams).map(([name, service]) => [upstreamUrlKey(name), service.url])),
      ...Object.fromEntries(liftedLimits),
      ...options.env,
    },
    options.nodeArgs,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  return base;
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

async function measure(options: autocannon.Options, settle: () => Promise<void>): Promise<Figures> {
  await settle();
  await autocannon({ ...options, duration: 2, connections }); // warm-up: JIT, pools, caches
  const result = await autocannon({ ...options, duration, connections });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The machine's 1-minute load average: on shared cores, how much else was running beside the bench. */
const load = () => loadavg()[0]!.toFixed(2);

/** Prints `rows` (the first one the header) in aligned columns. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

/** One side of a comparison: a name for the table's columns and the base URL its routes hang from. */
export interface Side {
  label: string;
  base: string;
}

export interface Scenario {
  name: string;
  /** The request to send, against a side's base URL. */
  request(base: string): autocannon.Options;
}

export interface Comparison {
  title: string;
  baseline: Side;
  /** The side, or sides, measured against the baseline in the same rounds; each gets its ratio to it. */
  subject: Side | Side[];
  scenarios: Scenario[];
  /** Awaited before each measurement, so one run's after-effects do not weigh on the next. */
  settle?: () => Promise<void>;
}

/** Measures every scenario on every side in alternating rounds and prints the medians and the ratios. */
export async function compare({ title, baseline, subject, scenarios, settle = async () => {} }: Comparison): Promise<void> {
  const subjects = Array.isArray(subject) ? subject : [subject];
  const sides = [baseline, ...subjects];
  console.log(
    `\n${title}: median of ${rounds} alternating rounds of ${duration} s, ${connections} connections, each after a 2 s warm-up; load average ${load()}`,
  );
  const ratioLabel = (side: Side) => (subjects.length === 1 ? 'ratio' : `${side.label}/${baseline.label}`);
  const rows: string[][] = [
    [
      'route',
      ...sides.flatMap((side) => [`${side.label} req/s`, `${side.label} p50/p99 ms`]),
      ...subjects.map(ratioLabel),
      'errors',
    ],
  ];
  for (const scenario of scenarios) {
    const runs: Figures[][] = sides.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, side] of sides.entries()) runs[i]!.push(await measure(scenario.request(side.base), settle));
    }
    const medians = runs.map(median);
    const base = medians[0]!;
    rows.push([
      scenario.name,
      ...medians.flatMap((figures) => [figures.rps.toFixed(0), `${figures.p50} / ${figures.p99}`]),
      ...medians.slice(1).map((figures) => `${(figures.rps / base.rps).toFixed(2)}×`),
      String(medians.reduce((sum, figures) => sum + figures.errors, 0)),
    ]);
  }
  console.log(`load average at the end ${load()}\n`);
  printTable(rows);
}

export interface Statement {
  /** As the kit sends it to the driver: `$1`, `$2`, … in place of its named parameters. */
  sql: string;
  params: unknown[];
}

/**
 * The statements `read` sends to the database, in order, taken from a stand-in that answers no rows: a
 * bare `pg` route then runs exactly the service's own SQL with the same bind parameters. The stand-in is a
 * `pg` pool as the kit's SQL module sees one (it takes a pool wherever it takes the ORM), so every statement
 * the read runs through the module is recorded.
 */
export async function statementsOf(read: (orm: Orm) => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const pool = {
    query: async (sql: string, params: unknown[]) => {
      sent.push({ sql, params });
      return { rows: [], rowCount: 0 };
    },
  };
  await read(pool as unknown as Orm);
  return sent;
}
