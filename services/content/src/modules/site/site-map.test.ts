import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-map.js';

describe('sitemap.xml', () => {
  it('lists every entry with its absolute URL and escapes what XML needs escaped', () => {
    const xml = sitemapXml(
      [
        { path: '/', title: 'Home', section: 'main', lastModified: null },
        { path: '/blog/tips_&_<tricks>', title: 'Tips', section: 'blog', lastModified: '2026-02-01T10:00:00.000Z' },
      ],
      'https://maplebuilders.ca',
    );
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const home =
      '<xhtml:link rel="alternate" hreflang="en-CA" href="https://maplebuilders.ca/"/>' +
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://maplebuilders.ca/fr"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://maplebuilders.ca/"/>';
    // Each page in both languages, each naming both.
    expect(xml).toContain(`<url><loc>https://maplebuilders.ca/</loc>${home}</url>`);
    expect(xml).toContain(`<url><loc>https://maplebuilders.ca/fr</loc>${home}</url>`);
    expect(xml).toContain(
      '<loc>https://maplebuilders.ca/blog/tips_&amp;_%3Ctricks%3E</loc><lastmod>2026-02-01T10:00:00.000Z</lastmod>',
    );
    expect(xml).toContain('<loc>https://maplebuilders.ca/fr/blog/tips_&amp;_%3Ctricks%3E</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).not.toMatch(/<tricks>/);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the back office, portal, payments and API, and names the sitemap', () => {
    const robots = robotsTxt('http://localhost:8080');
    for (const path of ['/admin', '/onboarding', '/payment-status', '/checkout', '/api/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });
});
