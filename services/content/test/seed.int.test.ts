import { describe, expect, it } from 'vitest';
import { demoPosts } from '../src/modules/seed/demo-posts.js';
import { contentTestService } from './support.js';

const t = await contentTestService({ seed: true });

const tables = [
  'services',
  'service_features',
  'service_case_studies',
  'service_testimonials',
  'service_pricing_tiers',
  'posts',
  'post_tags',
  'post_seo_meta',
  'categories',
  'tags',
  'partners',
  'team_members',
  'media',
  'outbox_events',
];
const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await t.count(table)])));

describe('the demo content of a new install', () => {
  it('has the six services, each with 3 to 5 features', async () => {
    const slugs = ['social-media', 'web-development', 'chatbot', 'website-enhancement', 'gmb-seo', 'email-marketing'];
    for (const slug of slugs) {
      const response = await t.call('GET', `/services/${slug}`, undefined, 'anonymous');
      expect(response.statusCode, slug).toBe(200);
      expect(response.json().features.length, slug).toBeGreaterThanOrEqual(3);
      expect(response.json().features.length, slug).toBeLessThanOrEqual(5);
    }
    expect(await t.count('services')).toBe(6);
  });

  it('has the web-development portfolio: a case study with results and a gallery of 3, testimonials and three plans', async () => {
    const service = (await t.call('GET', '/services/web-development', undefined, 'anonymous')).json();
    expect(service.caseStudies).toHaveLength(1);
    expect(service.caseStudies[0]).toMatchObject({
      results: { organic_traffic: '+180%', page_load_time: '1.2s', online_bookings: '+65%' },
      coverImage: { width: 1200, height: 630 },
    });
    expect(service.caseStudies[0].galleryImages).toHaveLength(3);
    for (const image of service.caseStudies[0].galleryImages) expect(image).toMatchObject({ width: 1200, height: 800 });
    expect(service.testimonials.length).toBeGreaterThanOrEqual(2);
    expect(
      service.pricingTiers.map((tier: { name: string; priceCents: number; highlighted: boolean }) => [
        tier.name,
        tier.priceCents,
        tier.highlighted,
      ]),
    ).toEqual([
      ['Starter', 1900, false],
      ['Growth', 3900, true],
      ['Professional', 7900, false],
    ]);
  });

  it('has at least eight published posts over three categories, one featured, and two drafts', async () => {
    const page = (await t.call('GET', '/posts?limit=50', undefined, 'anonymous')).json();
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(new Set(page.items.map((post: { category: { slug: string } }) => post.category.slug))).toEqual(
      new Set(['local-seo', 'social-media', 'websites']),
    );
    expect((await t.call('GET', '/posts?featured=true', undefined, 'anonymous')).json().total).toBe(1);
    const all = (await t.call('GET', '/admin/posts?limit=100')).json();
    expect(all.items.filter((post: { published: boolean }) => !post.published)).toHaveLength(2);
    expect(all.total).toBe(demoPosts.length);
    for (const post of page.items) {
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.coverImage.width, post.slug).toBe(1200);
      expect(post.author.avatar.width, post.slug).toBe(256);
      const served = await t.call('GET', post.coverImage.url.replace('/api/content', ''), undefined, 'anonymous');
      expect(served.headers['content-type']).toBe('image/svg+xml');
    }
    const full = (await t.call('GET', `/posts/${page.items[0].slug}`, undefined, 'anonymous')).json();
    expect(full.content).toMatch(/^## /m);
    expect(full.content).toMatch(/\]\((\/|https:\/\/)/);
  });

  it('has active partners with real logos and inactive ones hidden, and active and inactive team members', async () => {
    const partners = (await t.call('GET', '/partners', undefined, 'anonymous')).json();
    expect(partners.length).toBeGreaterThanOrEqual(3);
    expect(await t.count('partners')).toBeGreaterThan(partners.length);
    const logo = await t.call('GET', partners[0].logo.url.replace('/api/content', ''), undefined, 'anonymous');
    expect(logo.body).toMatch(/^<svg [^>]*viewBox="0 0 240 80"/);
    const members = (await t.call('GET', '/team-members', undefined, 'anonymous')).json();
    expect(members.length).toBeGreaterThanOrEqual(2);
    expect(await t.count('team_members')).toBeGreaterThan(members.length);
  });

  it('records the demo posts’ events, so readers of them (search) learn about the posts', async () => {
    const types = (await t.outbox()).map((event) => event.type);
    expect(types.filter((type) => type === 'content.post.created.v1')).toHaveLength(demoPosts.length);
    expect(types.filter((type) => type === 'content.post.published.v1')).toHaveLength(demoPosts.length - 2);
  });

  it('changes nothing when the service starts again, nor after the team has deleted a demo post', async () => {
    const [post] = (await t.call('GET', '/posts?limit=1', undefined, 'anonymous')).json().items;
    expect((await t.call('DELETE', `/admin/posts/${post.id}`)).statusCode).toBe(204);
    const before = await counts();
    const restarted = await t.another({ SEED_DEMO_DATA: 'true' });
    await restarted.app.close();
    expect(await counts()).toEqual(before);
    expect((await t.call('GET', `/posts/${post.slug}`, undefined, 'anonymous')).statusCode).toBe(404);
  });
});
