import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../src/modules/site/pages.js';
import { contentTestService, postInput } from './support.js';

const t = await contentTestService();

beforeAll(async () => {
  const author = await t.addMember('Ada Lovelace');
  await t.call('POST', '/admin/posts', postInput(author, { slug: 'fresh-post', title: 'Fresh & <new>', published: true }));
  await t.call('POST', '/admin/posts', postInput(author, { slug: 'secret-draft', published: false }));
});

describe('the site map', () => {
  it('lists every static page and every published post, never a draft', async () => {
    const response = await t.call('GET', '/site-map', undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    const { entries } = response.json<{ entries: Array<{ path: string; section: string; lastModified: string | null }> }>();
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(staticPages.map((page) => page.path)));
    expect(paths).toContain('/blog/fresh-post');
    expect(paths).not.toContain('/blog/secret-draft');
    const post = entries.find((entry) => entry.path === '/blog/fresh-post');
    expect(post).toMatchObject({ section: 'blog', lastModified: expect.any(String) });
    expect(entries.filter((entry) => entry.section === 'services')).toHaveLength(8);
  });

  it('renders sitemap.xml with absolute URLs on the public origin, with the published post and not the draft', async () => {
    const response = await t.call('GET', '/sitemap.xml', undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(response.body).toContain('<loc>https://maple.example/</loc>');
    expect(response.body).toContain('<loc>https://maple.example/privacy-policy</loc>');
    // Each page in French too, each naming the other.
    expect(response.body).toContain('<loc>https://maple.example/fr/privacy-policy</loc>');
    expect(response.body).toContain('hreflang="fr-CA" href="https://maple.example/fr/blog/fresh-post"/>');
    expect(response.body).toMatch(/<loc>https:\/\/maple.example\/blog\/fresh-post<\/loc><lastmod>[^<]+<\/lastmod>/);
    expect(response.body).not.toContain('secret-draft');
  });

  it('serves robots.txt that keeps crawlers out of the back office and names the sitemap', async () => {
    const response = await t.call('GET', '/robots.txt', undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /admin\n');
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Sitemap: https://maple.example/sitemap.xml');
  });
});

describe('services', () => {
  const serviceId = randomUUID();

  beforeAll(async () => {
    await t.addMedia('shot-1.svg', 1200, 800);
    await t.addMedia('shot-2.svg', 600, 400);
    await t.sql(
      "INSERT INTO services (id, slug, title, description) VALUES (:serviceId, 'web-development', 'Web Development', 'Sites.')",
      { serviceId },
    );
    await t.sql(
      "INSERT INTO services (id, slug, title, description, active) VALUES (:id, 'retired', 'Retired', 'Gone.', false)",
      { id: randomUUID() },
    );
    for (const [title, order] of [
      ['Second', 2],
      ['First', 1],
      ['Third', 3],
    ] as const) {
      await t.sql(
        'INSERT INTO service_features (id, service_id, title, description, display_order) VALUES (:id, :serviceId, :title, :description, :order)',
        { id: randomUUID(), serviceId, title, description: `${title} feature.`, order },
      );
    }
    for (const [title, createdAt] of [
      ['Older study', '2025-01-01T00:00:00Z'],
      ['Newer study', '2025-06-01T00:00:00Z'],
    ]) {
      await t.sql(
        `INSERT INTO service_case_studies (id, service_id, title, description, cover_image, client_name, client_industry,
           project_url, challenge, solution, results, gallery_images, created_at)
         VALUES (:id, :serviceId, :title, 'A site.', '/api/content/media/shot-1.svg', 'Clinic', 'Healthcare', NULL, 'Slow.', 'Fast.',
           '{"organic_traffic": "+180%"}', ARRAY['/api/content/media/shot-2.svg', 'https://cdn.example.com/x.png', '/api/content/media/shot-1.svg'], :createdAt)`,
        { id: randomUUID(), serviceId, title, createdAt },
      );
    }
    for (const [authorName, createdAt] of [
      ['Earlier', '2025-02-01T00:00:00Z'],
      ['Later', '2025-03-01T00:00:00Z'],
    ]) {
      await t.sql(
        "INSERT INTO service_testimonials (id, service_id, quote, author_name, author_role, rating, created_at) VALUES (:id, :serviceId, 'Great.', :authorName, 'Owner', 5, :createdAt)",
        { id: randomUUID(), serviceId, authorName, createdAt },
      );
    }
    for (const [name, price, highlighted] of [
      ['Professional', 7900, false],
      ['Starter', 1900, false],
      ['Growth', 3900, true],
    ] as const) {
      await t.sql(
        "INSERT INTO service_pricing_tiers (id, service_id, name, price_cents, interval, features, highlighted) VALUES (:id, :serviceId, :name, :price, 'month', ARRAY['One', 'Two'], :highlighted)",
        { id: randomUUID(), serviceId, name, price, highlighted },
      );
    }
  });

  it('answers an active service with every part in the contract’s order, and image sizes where the platform serves them', async () => {
    const response = await t.call('GET', '/services/web-development', undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    const service = response.json();
    expect(service).toMatchObject({ id: serviceId, slug: 'web-development', title: 'Web Development', description: 'Sites.' });
    expect(service.features.map((f: { title: string }) => f.title)).toEqual(['First', 'Second', 'Third']);
    expect(service.caseStudies.map((c: { title: string }) => c.title)).toEqual(['Newer study', 'Older study']);
    expect(service.caseStudies[0]).toMatchObject({
      coverImage: { url: '/api/content/media/shot-1.svg', width: 1200, height: 800 },
      projectUrl: null,
      results: { organic_traffic: '+180%' },
      galleryImages: [
        { url: '/api/content/media/shot-2.svg', width: 600, height: 400 },
        { url: 'https://cdn.example.com/x.png', width: null, height: null },
        { url: '/api/content/media/shot-1.svg', width: 1200, height: 800 },
      ],
      createdAt: '2025-06-01T00:00:00.000Z',
    });
    expect(service.testimonials.map((s: { authorName: string }) => s.authorName)).toEqual(['Later', 'Earlier']);
    expect(service.pricingTiers).toEqual([
      expect.objectContaining({
        name: 'Starter',
        priceCents: 1900,
        interval: 'month',
        features: ['One', 'Two'],
        highlighted: false,
      }),
      expect.objectContaining({ name: 'Growth', priceCents: 3900, highlighted: true }),
      expect.objectContaining({ name: 'Professional', priceCents: 7900 }),
    ]);
  });

  it('answers an inactive or unknown service with 404, and a malformed slug with 400', async () => {
    for (const slug of ['retired', 'no-such-service']) {
      const response = await t.call('GET', `/services/${slug}`, undefined, 'anonymous');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CONTENT_SERVICE_NOT_FOUND');
    }
    expect((await t.call('GET', '/services/Web_Development', undefined, 'anonymous')).statusCode).toBe(400);
  });
});

describe('partners and team members', () => {
  beforeAll(async () => {
    await t.addMedia('logo-b.svg', 240, 80);
    for (const [name, logo, active] of [
      ['Zeta Bakery', 'https://logos.example.com/zeta.png', true],
      ['Alpha Books', '/api/content/media/logo-b.svg', true],
      ['Gone Garage', '/api/content/media/logo-b.svg', false],
    ] as const) {
      await t.sql('INSERT INTO partners (id, name, logo_url, active) VALUES (:id, :name, :logo, :active)', {
        id: randomUUID(),
        name,
        logo,
        active,
      });
    }
    await t.addMember('Zed Writer');
    await t.addMember('Old Hand', { active: false });
  });

  it('lists active partners by name with their logos’ sizes', async () => {
    const response = await t.call('GET', '/partners', undefined, 'anonymous');
    expect(response.json()).toEqual([
      { id: expect.any(String), name: 'Alpha Books', logo: { url: '/api/content/media/logo-b.svg', width: 240, height: 80 } },
      {
        id: expect.any(String),
        name: 'Zeta Bakery',
        logo: { url: 'https://logos.example.com/zeta.png', width: null, height: null },
      },
    ]);
  });

  it('lists active team members by name', async () => {
    const members = (await t.call('GET', '/team-members', undefined, 'anonymous')).json();
    expect(members.map((m: { name: string }) => m.name)).toEqual(['Ada Lovelace', 'Zed Writer']);
    expect(members[0]).toEqual({ id: expect.any(String), name: 'Ada Lovelace', role: 'Writer', avatar: null });
  });
});
