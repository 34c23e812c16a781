/**
 * The public pages as a crawler or a link preview gets them: one plain GET, no JavaScript. The gateway
 * renders them from the real web build with the real content service (its demo content) behind it, on
 * the machine's PostgreSQL and NATS. Also: the 404 statuses, drafts kept out of every page, the admin and
 * portal screens left to the browser, compression and security headers on a rendered page, and the plain
 * shell (never an error page) when rendering fails.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, generateKeys, serviceTestEnv, testNamespace } from '@agency/kit/testing';
import { startRegisteredService } from '../../tests/support/registered-service.js';
import { closedPort, decodeEntities, isPlainShell, readPage, renderingGateway, requireWebBuild, webDist } from './page-html.js';
import { scrapeMetrics } from './support.js';

const namespace = testNamespace();
const keys = generateKeys();
/** Not the address the requests arrive on: canonical links must name the configured origin. */
const origin = 'https://www.maple-builders.example';

const post = {
  slug: 'google-business-profile-checklist-edmonton',
  title: 'The Google Business Profile checklist for Edmonton small businesses',
  phrase: 'Here is the checklist we work through with every new client.',
};
/** Titles of other published demo posts, which the blog and the site map list. */
const publishedTitles = [
  post.title,
  'How to get more Google reviews without feeling pushy',
  'An accessible website is a website for more customers',
];
/** The demo drafts: never in a page, the site map or sitemap.xml. */
const drafts = [
  { slug: 'holiday-marketing-plan-edmonton-shops', title: 'A holiday marketing plan for Edmonton shops' },
  { slug: 'email-newsletters-and-casl', title: 'Email newsletters and Canada’s anti-spam law: the basics' },
];

interface PublicRoute {
  path: string;
  status?: number;
  /** The page's <h1>. */
  heading: string | RegExp;
  /** Sentences of the page's own text, as the message catalog, the legal text or the content has them. */
  text: string[];
}

const publicRoutes: PublicRoute[] = [
  { path: '/', heading: /^We help you get more sales/, text: ['Services that grow your business', 'Where is your business?'] },
  {
    path: '/about',
    heading: 'Local students. Local businesses. Growing together.',
    text: ['We are an agency in Edmonton where university students', 'Early Success Stories'],
  },
  {
    path: '/blog',
    heading: 'Blog',
    text: ['Practical marketing advice for small businesses', ...publishedTitles],
  },
  { path: `/blog/${post.slug}`, heading: post.title, text: [post.phrase, 'Get the basics exactly right'] },
  { path: '/services/social-media', heading: 'Social Media Marketing', text: ['A content calendar', 'Paid social ads'] },
  { path: '/services/web-development', heading: 'Web Development', text: ['Custom design', 'Mobile-first build'] },
  { path: '/services/chatbot', heading: 'Smart Chatbots', text: ['Answers from your own information'] },
  { path: '/services/website-enhancement', heading: 'Website Enhancement', text: ['Speed tune-up'] },
  { path: '/services/gmb-seo', heading: 'GMB & SEO', text: ['Google Business Profile setup'] },
  { path: '/services/email-marketing', heading: 'Email Marketing', text: ['List building'] },
  {
    path: '/services/social-media/case-studies',
    heading: 'Social Media Case Studies',
    text: ['Our social media case studies are on their way.'],
  },
  {
    path: '/services/web-development/portfolio',
    heading: 'Web Development',
    // The case study comes from the content service.
    text: ['Online booking for a growing physiotherapy clinic', 'Northern Lights Physiotherapy'],
  },
  { path: '/free-website', heading: 'Get a Free Website', text: ['How the 7-day trial works', 'Simple monthly plans'] },
  {
    path: '/workshop',
    heading: 'Student Workshop',
    // The program, then the form, whose code loads beside the page's: the server renders it in place.
    text: [
      'Apply to volunteer with our student team and work with real clients.',
      '10-15 hours per week per term',
      'We read every application and reply to each student within 48 hours.',
      'Apply to Volunteer',
      'Why do you want to join?',
      'Fifth Year or Above',
      'Spring/Summer (May-September)',
      'Graphic Design',
      'Submit Application',
    ],
  },
  {
    path: '/proposal',
    heading: 'Request a Proposal',
    // Step 1 of the request, rendered in place like the workshop's form.
    text: [
      'Tell us about your business and project and get a tailored proposal.',
      'You get a tailored proposal within 24 hours.',
      'Tell us about your business',
      'Business Name',
      'Professional Services',
      'Existing Technology',
      'Continue',
    ],
  },
  // Before the launch date it counts down; after it, it says support is open.
  { path: '/support', heading: /^(Coming Soon|Support is open)$/, text: ['Back the next generation'] },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    text: ['This policy explains in plain language what personal information we collect', 'What we collect'],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    text: ['These terms are an agreement between you and Maple Builders', 'Client accounts and access codes'],
  },
  {
    path: '/sitemap',
    heading: 'Sitemap',
    text: ['Every page and article on our website, in one place.', 'Privacy Policy', ...publishedTitles],
  },
  { path: '/404', status: 404, heading: 'Page Not Found', text: ['The page you are looking for has moved or never existed.'] },
];

let content: { url: string; close: () => Promise<void> };
let gateway: FastifyInstance;
const others: FastifyInstance[] = [];
const pages = new Map<string, { status: number; html: string }>();

/** A GET as a crawler sends it: no cookies, no JavaScript, no compression. */
const crawl = (app: FastifyInstance, url: string) =>
  app.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', accept: 'text/html' } });

const failuresOf = async (app: FastifyInstance) => {
  const metrics = await scrapeMetrics(app);
  return Number(/^gateway_page_render_failures_total (\d+)$/m.exec(metrics)?.[1]);
};

beforeAll(async () => {
  requireWebBuild();
  content = await startRegisteredService(
    'content',
    serviceTestEnv(namespace, 'content', keys, { SEED_DEMO_DATA: 'true', PUBLIC_ORIGIN: origin }),
  );
  gateway = await renderingGateway(namespace, {
    CONTENT_URL: content.url,
    PUBLIC_ORIGIN: origin,
    JWT_PUBLIC_KEY: keys.publicKey,
    // Long enough that two requests in one test see the same render.
    PAGE_CACHE_TTL_MS: '600000',
  });
  for (const route of publicRoutes) {
    const response = await crawl(gateway, route.path);
    pages.set(route.path, { status: response.statusCode, html: response.body });
  }
});

afterAll(async () => {
  for (const app of [gateway, ...others]) await app?.close();
  await content?.close();
  await dropTestResources(namespace);
});

describe('every public page, as a crawler reads it', () => {
  describe.each(publicRoutes)('$path', (route) => {
    const served = () => {
      const page = pages.get(route.path);
      if (!page) throw new Error(`${route.path} was not fetched`);
      return { ...page, view: readPage(page.html) };
    };

    it(`answers ${route.status ?? 200} with the finished page, not the shell`, () => {
      const { status, html, view } = served();
      expect(status).toBe(route.status ?? 200);
      expect(isPlainShell(html)).toBe(false);
      expect(view.rootHtml.length).toBeGreaterThan(1000);
      // Every character arrives whole, however the render's stream happened to cut it ('→', '©', '’').
      expect(html).not.toContain('\uFFFD');
      // What the browser's first render starts from, for the origin the links were written for.
      const handOver = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(handOver ?? 'null')).toMatchObject({ origin, queries: expect.any(Object) });
    });

    it('has its title, description, canonical, Open Graph and Twitter tags in <head>', () => {
      const { html, view } = served();
      const canonical = `${origin}${route.path}`;
      if (route.path === '/') expect(view.title).toMatch(/^Maple Builders \| \S/);
      else expect(view.title).toMatch(/\S \| Maple Builders$/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(view.meta('description')).toMatch(/^\S.{20,}$/);
      expect(view.links('canonical')).toEqual([canonical]);
      expect(view.meta('og:title')).toBe(view.title);
      expect(view.meta('og:description')).toBe(view.meta('description'));
      expect(view.meta('og:url')).toBe(canonical);
      expect(view.meta('og:type')).toBe(route.path.startsWith('/blog/') ? 'article' : 'website');
      expect(view.meta('twitter:card')).toMatch(/^summary(_large_image)?$/);
      expect(view.meta('twitter:title')).toBe(view.title);
      // The shell's default description gives way to the page's own.
      expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
      expect(view.rootHtml).not.toMatch(/<title>|<meta\s|rel="canonical"|application\/ld\+json/);
    });

    it('has its structured data in <head>, as JSON', () => {
      const { view } = served();
      const canonical = `${origin}${route.path}`;
      expect(view.structuredTypes[0]).toBe('Organization');
      expect(view.structuredData[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Maple Builders',
        url: `${origin}/`,
      });
      if (route.path === '/') {
        expect(view.structuredTypes).toEqual(['Organization', 'LocalBusiness']);
        return;
      }
      const breadcrumbs = view.structuredData.find((block) => block['@type'] === 'BreadcrumbList');
      const crumbs = breadcrumbs?.itemListElement as Array<{ item: string; position: number }> | undefined;
      expect(crumbs?.[0]).toMatchObject({ position: 1, item: `${origin}/` });
      expect(crumbs?.at(-1)?.item).toBe(canonical);
      if (route.path.startsWith('/blog/')) {
        expect(view.structuredTypes).toEqual(['Organization', 'BreadcrumbList', 'BlogPosting']);
        expect(view.structuredData[2]).toMatchObject({ headline: post.title, mainEntityOfPage: canonical });
      } else {
        expect(view.structuredTypes).toEqual(['Organization', 'BreadcrumbList']);
      }
    });

    it('has the page’s own text in #root', () => {
      const { view } = served();
      if (typeof route.heading === 'string') expect(view.heading).toBe(route.heading);
      else expect(view.heading).toMatch(route.heading);
      for (const sentence of route.text) expect(view.rootText).toContain(sentence);
    });

    it('carries no draft, anywhere in the document', () => {
      const { html, view } = served();
      for (const draft of drafts) {
        expect(view.decoded).not.toContain(draft.title);
        expect(html).not.toContain(draft.slug);
      }
    });
  });

  it('shows the active partners from the content service on the home page, and only those', () => {
    const home = readPage(pages.get('/')!.html);
    for (const partner of ['Riverbend Coffee Co.', 'Kettle & Crumb Bakery', 'Whyte Avenue Books']) {
      expect(home.decoded).toContain(`alt="${partner} logo"`);
    }
    expect(home.decoded).not.toContain('Summit Auto Care');
  });

  it('renders pages in English and in French at once, each in its own language alone', async () => {
    // A query of their own: rendered now, side by side, not answered from the cache.
    const pairs = [
      {
        path: '/about',
        english: ['Local students. Local businesses. Growing together.', 'About | Maple Builders'],
        french: ['Des étudiants d’ici. Des entreprises d’ici. On grandit ensemble.', 'À propos | Maple Builders'],
      },
      {
        path: '/free-website',
        english: ['How the 7-day trial works', 'Get a Free Website | Maple Builders'],
        french: ['Comment fonctionne l’essai de 7 jours', 'Obtenez un site Web gratuit | Maple Builders'],
      },
    ];
    const renders = pairs.flatMap(({ path }) =>
      [path, `/fr${path}`].flatMap((url) => [1, 2].map((copy) => ({ url, request: `${url}?copy=${copy}` }))),
    );
    const answered = await Promise.all(renders.map(({ request }) => crawl(gateway, request)));
    answered.forEach((response, index) => {
      const { url } = renders[index]!;
      const pair = pairs.find((candidate) => url.endsWith(candidate.path))!;
      const french = url.startsWith('/fr/');
      const view = readPage(response.body);
      expect(response.statusCode, url).toBe(200);
      expect(isPlainShell(response.body), url).toBe(false);
      expect(/<html lang="([^"]+)"/.exec(response.body)?.[1], url).toBe(french ? 'fr-CA' : 'en');
      const [own, other] = french ? [pair.french, pair.english] : [pair.english, pair.french];
      expect(`${view.rootText} ${view.title}`, url).toContain(own[0]);
      expect(view.title, url).toBe(own[1]);
      for (const words of other) expect(view.decoded, url).not.toContain(words);
      // The page in both languages, each at its own address, English the default.
      expect(view.links('canonical'), url).toEqual([`${origin}${french ? '/fr' : ''}${pair.path}`]);
      expect(response.body).toContain(`<link rel="alternate" hrefLang="fr-CA" href="${origin}/fr${pair.path}"/>`);
      expect(response.body).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}${pair.path}"/>`);
      expect(view.meta('og:locale'), url).toBe(french ? 'fr_CA' : 'en_CA');
    });
  });

  it('names the page without its query in the canonical link', async () => {
    const response = await crawl(gateway, '/about?utm_source=newsletter');
    expect(response.statusCode).toBe(200);
    expect(readPage(response.body).links('canonical')).toEqual([`${origin}/about`]);
  });
});

describe('pages left to the browser', () => {
  it.each(['/admin/login', '/admin/dashboard', '/admin/posts', '/onboarding', '/onboarding/register', '/checkout/success'])(
    '%s gets the plain shell',
    async (url) => {
      const response = await crawl(gateway, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(isPlainShell(response.body)).toBe(true);
      expect(response.body).toBe(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    },
  );
});

describe('404 statuses', () => {
  it.each(['/no-such-page', '/services/no-such-service', '/blog/a/b', '/services'])(
    '%s answers 404 with the rendered Page Not Found',
    async (url) => {
      const response = await crawl(gateway, url);
      expect(response.statusCode).toBe(404);
      const page = readPage(response.body);
      expect(page.title).toBe('Page Not Found | Maple Builders');
      expect(page.heading).toBe('Page Not Found');
      expect(page.meta('robots')).toBe('noindex');
    },
  );

  it.each(['/blog/no-such-post', ...drafts.map((draft) => `/blog/${draft.slug}`)])(
    '%s answers 404 with the rendered Post not found',
    async (url) => {
      const response = await crawl(gateway, url);
      expect(response.statusCode).toBe(404);
      const page = readPage(response.body);
      expect(page.title).toBe('Post not found | Maple Builders');
      expect(page.heading).toBe('Post not found');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.meta('og:type')).toBe('website');
      expect(page.structuredTypes).not.toContain('BlogPosting');
    },
  );

  it('says nothing of a draft: not on its own URL, the blog, the site map or sitemap.xml', async () => {
    const lists = ['/blog', '/blog?category=social-media', '/blog?tag=edmonton', '/sitemap', '/sitemap.xml'];
    for (const url of [...drafts.map((draft) => `/blog/${draft.slug}`), ...lists]) {
      const response = await crawl(gateway, url);
      expect(response.statusCode, url).toBe(url.startsWith('/blog/') ? 404 : 200);
      const text = decodeEntities(response.body);
      for (const draft of drafts) expect(text, url).not.toContain(draft.title);
      if (!url.startsWith('/blog/')) for (const draft of drafts) expect(response.body, url).not.toContain(draft.slug);
    }
    // The lists do show the published posts of the drafts' category and tag, so their silence means something.
    expect(readPage((await crawl(gateway, '/blog?category=social-media')).body).rootText).toContain(
      'Instagram Reels for local shops: a one-hour-a-week routine',
    );
    expect(readPage((await crawl(gateway, '/blog?tag=edmonton')).body).rootText).toContain(post.title);
    expect((await crawl(gateway, '/sitemap.xml')).body).toContain(`${origin}/blog/${post.slug}`);
  });
});

describe('compression and headers of a rendered page', () => {
  const identity = async (url: string) => gateway.inject({ url, headers: { 'accept-encoding': 'identity' } });

  it.each(['/', `/blog/${post.slug}`, '/privacy-policy', '/no-such-page'])(
    '%s: brotli and gzip decode to the same document, with the same headers',
    async (url) => {
      const plain = await identity(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await gateway.inject({ url, headers: { 'accept-encoding': `${encoding}` } });
        expect(response.statusCode).toBe(plain.statusCode);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
      // A browser that takes both gets brotli.
      const both = await gateway.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(both.headers['content-encoding']).toBe('br');

      for (const response of [plain, both]) {
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-request-id']).toBeTruthy();
      }
    },
  );

  it('keeps the rendered page’s scripts within the content security policy: no inline script but data', async () => {
    const { body } = await identity(`/blog/${post.slug}`);
    const scripts = [...body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    for (const attributes of scripts) {
      expect(attributes, attributes).toMatch(/type="application\/(ld\+)?json"|src="\/assets\//);
    }
  });
});

describe('when rendering fails, the plain shell (never an error page)', () => {
  const shell = () => readFileSync(path.join(webDist, 'index.html'), 'utf8');
  let contentDown: FastifyInstance;

  beforeAll(async () => {
    contentDown = await renderingGateway(namespace, {
      CONTENT_URL: `http://127.0.0.1:${await closedPort()}`,
      PUBLIC_ORIGIN: origin,
      JWT_PUBLIC_KEY: keys.publicKey,
    });
    others.push(contentDown);
  });

  it('sends the shell for pages that read content when the content service is down, and counts it', async () => {
    const before = await failuresOf(contentDown);
    // A service page reads its stored features.
    const urls = [
      '/',
      '/blog',
      `/blog/${post.slug}`,
      '/services/web-development/portfolio',
      '/services/social-media',
      '/sitemap',
    ];
    for (const url of urls) {
      const response = await crawl(contentDown, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(shell());
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    }
    // A failed render is not kept: the next request tries again, and fails again.
    expect((await crawl(contentDown, '/blog')).body).toBe(shell());
    expect(await failuresOf(contentDown)).toBe(before + urls.length + 1);
  });

  it('still renders the pages that read no content, and the 404 page', async () => {
    const before = await failuresOf(contentDown);
    for (const url of ['/privacy-policy', '/terms-of-service', '/about', '/free-website', '/workshop']) {
      const response = await crawl(contentDown, url);
      expect(response.statusCode, url).toBe(200);
      const page = readPage(response.body);
      expect(isPlainShell(response.body), url).toBe(false);
      expect(page.links('canonical')).toEqual([`${origin}${url}`]);
      expect(page.heading, url).toBeTruthy();
    }
    const missing = await crawl(contentDown, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(readPage(missing.body).heading).toBe('Page Not Found');
    expect(await failuresOf(contentDown)).toBe(before);
  });

  describe('a content service that does not answer', () => {
    let silent: Server;
    const sockets = new Set<Socket>();
    let slowContent: FastifyInstance;

    beforeAll(async () => {
      // Accepts connections and never answers.
      silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as { port: number };
      slowContent = await renderingGateway(namespace, {
        CONTENT_URL: `http://127.0.0.1:${port}`,
        PUBLIC_ORIGIN: origin,
        JWT_PUBLIC_KEY: keys.publicKey,
        PAGE_RENDER_TIMEOUT_MS: '300',
      });
      others.push(slowContent);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent?.close(resolve));
    });

    it('gives way to the shell once the render timeout is over', async () => {
      const before = await failuresOf(slowContent);
      for (const url of ['/blog', `/blog/${post.slug}`]) {
        const response = await crawl(slowContent, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(shell());
      }
      expect(await failuresOf(slowContent)).toBe(before + 2);
    });
  });

  it('starts, and serves the shell, when the server renderer throws as it loads', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-ssr-'));
    const entry = path.join(dir, 'entry-server.js');
    writeFileSync(entry, "throw new Error('this build of the renderer is broken');\n");
    const broken = await renderingGateway(namespace, {
      CONTENT_URL: content.url,
      PUBLIC_ORIGIN: origin,
      JWT_PUBLIC_KEY: keys.publicKey,
      WEB_SSR_ENTRY: entry,
    });
    others.push(broken);
    for (const url of ['/', '/blog', `/blog/${post.slug}`, '/privacy-policy']) {
      const response = await crawl(broken, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shell());
    }
    // Unknown paths still answer 404, with the shell, which shows Page Not Found.
    const missing = await crawl(broken, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(shell());
    expect((await broken.inject({ url: '/healthz' })).statusCode).toBe(200);
    // Operators see it: the renderer is reported as not loaded (and as loaded on a working gateway).
    expect(await scrapeMetrics(broken)).toMatch(/^gateway_page_renderer_loaded 0$/m);
    expect(await scrapeMetrics(gateway)).toMatch(/^gateway_page_renderer_loaded 1$/m);
  });
});
