/**
 * The content service's hot public reads through the gateway, each beside a bare Fastify + `pg` route
 * running the same SQL, in one run on this machine, with the ratio (DESIGN §10 and docs/ARCHITECTURE.md,
 * "Performance budgets": ≥ 0.8× the bare route). Run with `npm run bench:content` (or `npm run bench`,
 * which runs the leads bench first); build first (`npm run build:services`). The service starts with its
 * demo content (SEED_DEMO_DATA's default). `BENCH_VIA=direct` skips the gateway, to tell the service's own
 * cost from the hop's. It drives only 127.0.0.1, for a bounded time, and cleans up
 * its databases and streams.
 *
 * The SQL is not written here: each read function of the service is called once with a stand-in for the
 * ORM that records the statement and parameters it is given, and the bare route runs exactly those.
 */
import { randomBytes } from 'node:crypto';
import { loadContract, type Orm } from '@agency/kit';
import { contentContract } from '../../services/content/src/contract.js';
import { findActiveService } from '../../services/content/src/modules/catalogue/catalogue.reads.js';
import { listPartners } from '../../services/content/src/modules/partners/partners.module.js';
import { findPublishedPost, listPublishedPosts } from '../../services/content/src/modules/posts/posts.reads.js';
import { PostgresSearchIndex } from '../../services/content/src/modules/search/postgres-search-index.js';
import { searchSite } from '../../services/content/src/modules/search/search.service.js';
import { freePort } from '../../scripts/lib/infra.mjs';
import { compare, startGateway, startService, statementsOf, waitFor, withBenchEnvironment, type Statement } from './harness.js';

/** The one statement `read` sends to the database. */
async function statementOf(read: (orm: Orm) => Promise<unknown>): Promise<Statement> {
  const sent = await statementsOf(read);
  if (sent.length !== 1) throw new Error(`expected one statement, the read sent ${sent.length}`);
  return sent[0]!;
}

/** The query a handler gets for a request that gives none: the contract's defaults, as the validator fills them in. */
function defaultQuery(operationId: string): Record<string, unknown> {
  const querystring = loadContract(contentContract.file).operations.get(operationId)?.schema.querystring as
    { properties: Record<string, { default?: unknown }> } | undefined;
  return Object.fromEntries(
    Object.entries(querystring?.properties ?? {}).flatMap(([name, schema]) =>
      schema.default === undefined ? [] : [[name, schema.default]],
    ),
  );
}

// BENCH_VIA=direct measures the service without the gateway: its own read path beside the bare route, apart from the hop.
const viaGateway = process.env.BENCH_VIA !== 'direct';
// BENCH_ONLY=media measures only the stored image.
const mediaOnly = process.env.BENCH_ONLY === 'media';

const postSlug = 'google-business-profile-checklist-edmonton';
const serviceSlug = 'web-development';
const searchQuery = 'website';

/** Each route as the browser asks it, and the service's read behind it, called as its handler calls it. */
const reads: { url: string; read: (orm: Orm) => Promise<unknown> }[] = [
  {
    url: '/posts',
    read: (orm) => listPublishedPosts(orm, defaultQuery('listPublishedPosts') as { limit: number; page: number }),
  },
  { url: `/posts/${postSlug}`, read: (orm) => findPublishedPost(orm, postSlug) },
  { url: '/partners', read: listPartners },
  { url: `/services/${serviceSlug}`, read: (orm) => findActiveService(orm, serviceSlug) },
  {
    url: `/search?q=${searchQuery}`,
    read: (orm) => searchSite(new PostgresSearchIndex(orm), searchQuery, defaultQuery('searchSite').limit as number),
  },
];

const bareRoutes = await Promise.all(
  reads.map(async ({ url, read }) => ({ path: new URL(url, 'http://bare').pathname, ...(await statementOf(read)) })),
);

await withBenchEnvironment(async (environment) => {
  const content = await startService(environment, 'content', { DOCUMENT_LINK_SECRET: randomBytes(32).toString('hex') });
  // The search index is filled after start-up, from the demo content.
  await waitFor(
    `${content.url}/search?q=${searchQuery}`,
    async (r) => r.ok && ((await r.json()) as { results: unknown[] }).results.length > 0,
  );

  const barePort = await freePort();
  environment.spawnNode(
    'tests/load/bare-sql-server.ts',
    { PORT: String(barePort), DATABASE_URL: content.databaseUrl, BARE_ROUTES: JSON.stringify(bareRoutes) },
    ['--import', 'tsx'],
  );
  const bare = `http://127.0.0.1:${barePort}`;
  // Every bare route must find rows: a slug missing from the demo content would measure an empty answer.
  for (const { url } of reads) await waitFor(`${bare}${url}`, async (r) => r.ok && ((await r.json()) as unknown[]).length > 0);

  // An image the pages show (a partner's logo), served by the service: bytes rather than JSON, so beside the
  // same service's answer directly (the hop's share) rather than a bare SQL route.
  const logo = ((await (await fetch(`${content.url}/partners`)).json()) as { logo: { url: string } }[])[0]!.logo.url;
  const mediaPath = logo.slice('/api/content'.length);

  const subject = viaGateway
    ? { label: 'gateway', base: `${await startGateway(environment, { content })}/api/content` }
    : { label: 'direct', base: content.url };
  await compare({
    title: `content, a bare Fastify + pg route with the same SQL and the service ${viaGateway ? 'through the gateway' : 'directly'}`,
    baseline: { label: 'bare', base: bare },
    subject,
    scenarios: reads
      .filter(() => !mediaOnly)
      .map(({ url }) => ({ name: `GET ${url}`, request: (base) => ({ url: `${base}${url}` }) })),
  });
  if (viaGateway) {
    await compare({
      title: 'content, a stored image served by the service directly and through the gateway',
      baseline: { label: 'direct', base: content.url },
      subject,
      scenarios: [{ name: `GET ${mediaPath}`, request: (base) => ({ url: `${base}${mediaPath}` }) }],
    });
  }
});
