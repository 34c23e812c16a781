/**
 * What the gateway itself costs (docs/ARCHITECTURE.md, "Performance budgets": a trivial route keeps ≥ 0.30×
 * of its direct throughput through it). A bare Fastify app answering GET /ping stands in for the leads
 * service and is measured in one run, side by side: directly, through a bare `@fastify/http-proxy` app (the
 * hop alone) and through the real gateway, with each ratio to direct. Then the gateway serving the SPA's
 * `index.html` for a page, the figure a server-rendered page is held against. Run with
 * `npm run bench:gateway` (or `npm run bench`); build first (`npm run build:services`; the web is built
 * when web/dist is missing). The gateway logs at `warn`, as every bench's processes do;
 * `GATEWAY_LOG_LEVEL=info` measures it logging each request, as it does by default. `GATEWAY_CPU_PROF=<dir>`
 * starts the gateway under `node --cpu-prof` and writes its profile there when the bench ends. It drives only
 * 127.0.0.1, for a bounded time, and cleans up its databases and streams.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, root } from '../../scripts/lib/infra.mjs';
import { compare, spaShellScenario, startGateway, waitFor, webDist, withBenchEnvironment } from './harness.js';

if (!existsSync(path.join(webDist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:web failed');
}

const profileDir = process.env.GATEWAY_CPU_PROF;
const logLevel = process.env.GATEWAY_LOG_LEVEL;

await withBenchEnvironment(async (environment) => {
  const tsx = ['--import', 'tsx'];
  const pingPort = await freePort();
  environment.spawnNode('tests/load/ping-server.ts', { PORT: String(pingPort) }, tsx);
  const ping = `http://127.0.0.1:${pingPort}`;
  await waitFor(`${ping}/ping`);

  const prefix = '/api/leads';
  const proxyPort = await freePort();
  environment.spawnNode('tests/load/bare-proxy-server.ts', { PORT: String(proxyPort), UPSTREAM_URL: ping, PREFIX: prefix }, tsx);
  const bareProxy = `http://127.0.0.1:${proxyPort}`;
  await waitFor(`${bareProxy}${prefix}/ping`);

  const gateway = await startGateway(
    environment,
    { leads: { url: ping } },
    {
      webDist,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
      env: logLevel ? { LOG_LEVEL: logLevel } : {},
    },
  );

  await compare({
    title: 'a trivial route directly, through a bare @fastify/http-proxy and through the gateway',
    baseline: { label: 'direct', base: ping },
    subject: [
      { label: 'bare proxy', base: `${bareProxy}${prefix}` },
      { label: 'gateway', base: `${gateway}${prefix}` },
    ],
    scenarios: [{ name: 'GET /ping', request: (base) => ({ url: `${base}/ping` }) }],
  });
  await compare({
    title: 'the gateway serving the SPA shell for a page',
    baseline: { label: 'gateway', base: gateway },
    subject: [],
    scenarios: [spaShellScenario],
  });
});
