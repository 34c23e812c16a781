/**
 * Lighthouse on the public pages (DESIGN §10 and docs/ARCHITECTURE.md, "Performance budgets": mobile
 * performance ≥ 95; accessibility, best practices and SEO 100; the largest image on a mobile page ≤ 100 KB).
 * Lighthouse's mobile defaults (a mid-range phone's screen, simulated slow 4G and a 4× slower CPU) in Debian's
 * Chromium, on home, a published post, two service pages (one with its case study's images), the portfolio and
 * /about. Prints each page's scores and metrics, the largest-contentful-paint element's image and its bytes,
 * and the largest image the page loaded, then the audits that keep a category below its budget; a missed
 * budget is printed, not failed on (exit code 0), like every bench here.
 *
 * `npm run bench:lighthouse` after `npm run build`. It starts the built platform on free ports in a throwaway
 * namespace (demo content seeded), or audits a running one at `LIGHTHOUSE_BASE_URL`. `LIGHTHOUSE_RUNS=n` runs
 * each page n times and reports the run with the median performance score. `CHROME_PATH` names another
 * Chromium; without it, Debian's `chromium` is installed when missing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { freePort, root } from '../../scripts/lib/infra.mjs';
import { defaultPorts } from '../../scripts/lib/registry.mjs';
import { ensureDebianPackage } from '../../scripts/lib/setup.mjs';
import { startSystem } from '../../scripts/lib/system.mjs';
import { printTable, withBenchEnvironment } from './harness.js';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1, not ${process.env.LIGHTHOUSE_RUNS}`);
const budgets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
type Category = keyof typeof budgets;
const categories = Object.keys(budgets) as Category[];

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  // The machine reaches no network beyond its own services: nothing of Chromium's own may wait on one.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
];

/** The pages to audit on the site at `base`: a published post is taken from the blog's first page. */
async function pagesOf(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/content/posts?limit=1`);
  if (!response.ok) throw new Error(`GET /api/content/posts answered ${response.status}`);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  if (!items[0]) throw new Error(`${base} has no published post to audit`);
  // A service page's path as web/src/content/services.ts lists it.
  return [
    '/',
    `/blog/${items[0].slug}`,
    '/services/social-media',
    '/services/web-development',
    '/services/web-development/portfolio',
    '/about',
  ];
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`. A run whose page load or trace Lighthouse
 * could not record (it reports a runtime error and asks to run again) is run again, up to twice.
 */
async function runOnce(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: categories });
    const error = result?.lhr.runtimeError;
    if (result && !error) return result.lhr;
    const reason = error ? `${error.code} ${error.message}` : 'no result';
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${reason}`);
    console.log(`Lighthouse on ${url}: ${reason}; running it again`);
  }
}

/** Audits `url` `runs` times; the run with the median performance score, and the lowest and highest. */
async function audit(url: string, port: number): Promise<{ lhr: Result; spread: string }> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) results.push(await runOnce(url, port));
  results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const spread = `${score(results[0]!, 'performance')}–${score(results.at(-1)!, 'performance')}`;
  return { lhr: results[Math.floor(runs / 2)]!, spread };
}

interface RequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const imageRequests = (lhr: Result): RequestItem[] =>
  ((lhr.audits['network-requests']?.details as { items?: RequestItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Image',
  );

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The LCP element's image, as the page loaded it (the srcset candidate it chose), and its bytes; "text" when it is not one. */
function lcpImage(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  const src = /^<img\b[^>]*\ssrc="([^"]+)"/.exec(snippet)?.[1];
  if (!src) return 'text';
  const base = src.split('?')[0]!;
  const loaded = imageRequests(lhr).filter((item) => new URL(item.url).pathname === base);
  const largest = loaded.sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))[0];
  const name = (largest?.url ?? src).split('/').at(-1)!;
  return `${name} ${largest ? kilobytes(largest.transferSize ?? 0) : '?'}`;
}

/** The largest image the page loaded, in bytes over the wire. */
const largestImage = (lhr: Result): number => Math.max(0, ...imageRequests(lhr).map((item) => item.transferSize ?? 0));

/** The audits of `category` that Lighthouse's report would not show as passed (score below 0.9), with what they measured. */
function failingAudits(lhr: Result, category: Category): string[] {
  return lhr.categories[category]!.auditRefs.flatMap(({ id }) => {
    const result = lhr.audits[id]!;
    if (result.scoreDisplayMode === 'error') return [`${id}: ${result.title} (error: ${result.errorMessage})`];
    if (result.score === null || result.score >= 0.9) return [];
    const shown = result.displayValue ? `, ${result.displayValue}` : '';
    return [`${id}: ${result.title} (score ${Math.round(result.score * 100)}${shown})`];
  });
}

async function bench(base: string): Promise<void> {
  const pages = await pagesOf(base);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const audited: { page: string; lhr: Result; spread: string }[] = [];
  try {
    for (const page of pages) audited.push({ page, ...(await audit(new URL(page, base).href, chrome.port)) });
  } finally {
    chrome.kill();
  }
  const { lighthouseVersion, environment } = audited[0]!.lhr;
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile defaults, ${environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}; ` +
      `${runs === 1 ? 'one run' : `the median of ${runs} runs`} per page on ${base}; load average ${loadavg()[0]!.toFixed(2)}\n`,
  );
  const others = categories.filter((category) => category !== 'performance');
  printTable([
    [
      'page',
      'performance',
      ...(runs > 1 ? ['(lowest–highest)'] : []),
      ...others,
      'LCP ms',
      'CLS',
      'TBT ms',
      'FCP ms',
      'LCP image',
      'largest image',
    ],
    ...audited.map(({ page, lhr, spread }) => [
      page,
      String(score(lhr, 'performance')),
      ...(runs > 1 ? [spread] : []),
      ...others.map((category) => String(score(lhr, category))),
      metric(lhr, 'largest-contentful-paint').toFixed(0),
      metric(lhr, 'cumulative-layout-shift').toFixed(3),
      metric(lhr, 'total-blocking-time').toFixed(0),
      metric(lhr, 'first-contentful-paint').toFixed(0),
      lcpImage(lhr),
      kilobytes(largestImage(lhr)),
    ]),
  ]);
  const missed: string[] = [];
  for (const { page, lhr } of audited) {
    if (largestImage(lhr) > 100 * 1024) missed.push(`${page} largest image ${kilobytes(largestImage(lhr))} > 100 KB`);
    for (const category of categories.filter((c) => score(lhr, c) < budgets[c])) {
      missed.push(`${page} ${category} ${score(lhr, category)} < ${budgets[category]}`);
      console.log(`\n${page}, ${category} ${score(lhr, category)} (budget ${budgets[category]}):`);
      for (const line of failingAudits(lhr, category)) console.log(`  ${line}`);
    }
  }
  console.log(missed.length ? `\nbudget missed: ${missed.join('; ')}` : '\nevery page within its budgets');
}

if (!process.env.CHROME_PATH) ensureDebianPackage(chromePath, 'chromium');
const baseUrl = process.env.LIGHTHOUSE_BASE_URL;
if (baseUrl) {
  await bench(baseUrl.replace(/\/$/, ''));
} else {
  if (!existsSync(path.join(root, 'web/dist/index.html'))) throw new Error('web/dist is missing: run `npm run build` first');
  await withBenchEnvironment(async (environment) => {
    const ports: Record<string, number> = {};
    // The services take any free port (0), which the gateway learns; the gateway's is the address, chosen here.
    for (const name of Object.keys(defaultPorts)) ports[name] = name === 'gateway' ? await freePort() : 0;
    const system = await startSystem({
      postgresUrl: environment.postgresUrl,
      natsUrl: environment.natsUrl,
      keys: environment.keys,
      namespace: environment.namespace,
      ports,
      nodeEnv: 'production',
      logLevel: 'warn',
      env: { DOCUMENT_LINK_SECRET: randomBytes(32).toString('hex'), FILE_LINK_SECRET: randomBytes(32).toString('hex') },
      // Left out of the figures' output: a process that fails to start is reported with its last lines.
      onLine: () => {},
    });
    try {
      await bench(system.url);
    } finally {
      await system.stop();
    }
  });
}
