/**
 * What a server-rendered public page costs (docs/adr/0009-server-rendering.md). In one run: the gateway
 * serving a kept (cached) page beside it serving the SPA's static index.html, the budget being ≥ 0.8× of
 * the shell's rate; then a post rendered on every request (the page cache off), its latency and rate
 * with one request at a time. Run with `npm run bench:pages` (or `npm run bench`); build first
 * (`npm run build`). It drives only 127.0.0.1, for a bounded time, and cleans up its databases and streams.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { compare, spaShellScenario, startGateway, startService, webDist, withBenchEnvironment } from './harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

await withBenchEnvironment(async (environment) => {
  const content = await startService(environment, 'content', {
    SEED_DEMO_DATA: 'true',
    DOCUMENT_LINK_SECRET: randomBytes(32).toString('hex'),
  });
  const gateway = await startGateway(environment, { content }, { webDist });
  const uncached = await startGateway(environment, { content }, { webDist, env: { PAGE_CACHE_TTL_MS: '0' } });

  const posts = (await (await fetch(`${gateway}/api/content/posts?limit=1`)).json()) as { items: { slug: string }[] };
  const post = `/blog/${posts.items[0]!.slug}`;
  for (const path of ['/', '/about', post]) {
    const response = await fetch(`${gateway}${path}`);
    if (response.status !== 200 || !(await response.text()).includes('application/ld+json')) {
      throw new Error(`${path} was not rendered by the gateway (status ${response.status}); is web/dist-server built?`);
    }
  }

  await compare({
    title: 'rendered pages kept by the gateway, against the SPA shell it serves from a file',
    baseline: { label: 'index.html', base: `${gateway}${spaShellScenario.request('').url}` },
    subject: [
      { label: 'home', base: `${gateway}/` },
      { label: 'about', base: `${gateway}/about` },
      { label: 'post', base: `${gateway}${post}` },
    ],
    scenarios: [{ name: 'GET (kept page vs shell)', request: (url) => ({ url }) }],
  });

  console.log(`\na post rendered on every request (page cache off), one request at a time, ${seconds} s after a 2 s warm-up`);
  const url = `${uncached}${post}`;
  await autocannon({ url, connections: 1, duration: 2 });
  const result = await autocannon({ url, connections: 1, duration: seconds });
  console.log(
    `GET ${post}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s, ` +
      `${result.errors + result.non2xx} errors`,
  );
});
