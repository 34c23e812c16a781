import { queryRows, type Orm } from '@agency/kit';
import type { SiteMapEntry } from '@agency/contracts/openapi/content';
import { isoTime } from '../../time.js';
import { staticPages } from './pages.js';

export type { SiteMapEntry };

/** Where a published post is on the site. */
export const postPath = (slug: string) => `/blog/${slug}`;

/** Every public page, then every published post (newest first), with when each last changed where known. */
export async function siteMapEntries(orm: Orm): Promise<SiteMapEntry[]> {
  const posts = await queryRows<{ slug: string; title: string; updatedAt: string }>(
    orm,
    'SELECT slug, title, updated_at FROM posts WHERE published ORDER BY published_at DESC, id DESC',
  );
  return [
    ...staticPages.map(({ path, title, section }) => ({ path, title, section, lastModified: null })),
    ...posts.map((post) => ({
      path: postPath(post.slug),
      title: post.title,
      section: 'blog' as const,
      lastModified: isoTime(post.updatedAt),
    })),
  ];
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]!);

/** A page's French address: its English one under `/fr` (the web app's rule), the home page at `/fr`. */
export const frenchPath = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);

/**
 * The sitemaps.org XML of the entries, with absolute URLs on the site's public origin: each page in English and in
 * French, each naming both (hreflang alternates, English the default for other languages).
 */
export function sitemapXml(entries: readonly SiteMapEntry[], origin: string): string {
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = entries.flatMap((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    const english = absolute(entry.path);
    const french = absolute(frenchPath(entry.path));
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${english}"/>` +
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${french}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
    return [english, french].map((loc) => `  <url><loc>${loc}</loc>${lastModified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** What crawlers may not visit: the back office, the client portal, the payment pages and the API. */
export const disallowedPaths = ['/admin', '/onboarding', '/payment-status', '/checkout', '/api/'];

/** robots.txt: everything else is open, and the sitemap is named by its absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
