import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentTestService } from './support.js';

const t = await contentTestService();
// A replica whose read cache keeps answers for a minute: a change must clear it, not wait it out.
const cached = await t.another({ READ_CACHE_TTL_MS: '60000' });
afterAll(() => cached.app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to the caching replica, as the admin unless told. */
const call = (method: Method, url: string, payload?: unknown, caller: 'admin' | 'member' = 'admin') =>
  cached.app.inject({
    method,
    url,
    headers: { ...t.headersOf(caller), ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });

const web = '/admin/services/web-development';
const cover = '/api/content/media/cover-shot.svg';
const shotOne = '/api/content/media/shot-one.svg';
const shotTwo = '/api/content/media/shot-two.svg';

/** The public page's service. */
const publicService = async (slug = 'web-development') => {
  const response = await cached.app.inject({ url: `/services/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    features: Array<{ title: string; displayOrder: number }>;
    caseStudies: Array<Record<string, unknown>>;
    testimonials: Array<Record<string, unknown>>;
    pricingTiers: Array<{ name: string }>;
  }>();
};

const events = (type: string) =>
  t.sql<{ data: Record<string, unknown>; actor: Record<string, unknown> }>(
    "SELECT envelope->'data' AS data, envelope->'actor' AS actor FROM outbox_events WHERE type = :type ORDER BY occurred_at",
    { type },
  );
const eventCount = async () => (await t.sql<{ n: string }>('SELECT count(*) AS n FROM outbox_events'))[0]!.n;

const actor = () => ({ kind: 'team', id: t.principals.admin.sub, role: 'admin' });

let webId: string;

beforeEach(async () => {
  await t.reset();
  await t.addMedia('cover-shot.svg', 1200, 630);
  await t.addMedia('shot-one.svg', 800, 600);
  await t.addMedia('shot-two.svg', 600, 400);
  webId = randomUUID();
  await t.sql(
    "INSERT INTO services (id, slug, title, description) VALUES (:webId, 'web-development', 'Web Development', 'Sites.')",
    { webId },
  );
  await t.sql(
    "INSERT INTO services (id, slug, title, description, active) VALUES (gen_random_uuid(), 'seo', 'SEO', 'Found.', false)",
  );
});

const feature = async (title: string, displayOrder?: number) => {
  const response = await call('POST', `${web}/features`, {
    title,
    description: `${title}, described.`,
    ...(displayOrder !== undefined && { displayOrder }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; displayOrder: number }>();
};

const featureTitles = async () =>
  (await call('GET', `${web}/features`)).json<{ items: Array<{ title: string; displayOrder: number }> }>().items;

describe('the services', () => {
  it('lists all six (here two), active or not, with their counts; an unknown slug is 404 on every route', async () => {
    await feature('Fast pages');
    const list = await call('GET', '/admin/services', undefined, 'member');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [
        expect.objectContaining({ slug: 'seo', active: false, featureCount: 0 }),
        expect.objectContaining({ slug: 'web-development', title: 'Web Development', featureCount: 1, caseStudyCount: 0 }),
      ],
    });
    expect((await call('GET', web, undefined, 'member')).json()).toMatchObject({ slug: 'web-development', featureCount: 1 });
    const id = randomUUID();
    const unknown: Array<[Method, string, unknown?]> = [
      ['GET', '/admin/services/no-such'],
      ['GET', '/admin/services/no-such/features'],
      ['POST', '/admin/services/no-such/features', { title: 'A', description: 'B' }],
      ['PUT', `/admin/services/no-such/features/${id}`, { title: 'A', description: 'B' }],
      ['DELETE', `/admin/services/no-such/features/${id}`],
      ['PUT', '/admin/services/no-such/feature-order', { ids: [id] }],
      ['GET', '/admin/services/no-such/case-studies'],
      ['GET', '/admin/services/no-such/testimonials'],
      ['POST', '/admin/services/no-such/testimonials', testimonial()],
      ['GET', '/admin/services/no-such/pricing-tiers'],
      ['POST', '/admin/services/no-such/pricing-tiers', tier()],
    ];
    for (const [method, url, body] of unknown) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code, url).toBe('CONTENT_SERVICE_NOT_FOUND');
    }
    expect(await t.count('service_testimonials')).toBe(0);
  });

  it('changes a service’s title and description (not its slug); the public service follows; bad input changes nothing', async () => {
    const changed = await call('PUT', web, { title: '  Websites ', description: 'Fast, accessible sites.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ slug: 'web-development', title: 'Websites', description: 'Fast, accessible sites.' });
    expect(await publicService()).toMatchObject({ title: 'Websites', description: 'Fast, accessible sites.' });
    for (const body of [
      { title: ' ', description: 'x' },
      { title: 'x'.repeat(121), description: 'x' },
      { title: 'A' },
      { title: 'A', description: 'B', slug: 'c' },
    ]) {
      expect((await call('PUT', web, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', web, { title: 'Mine', description: 'Mine.' }, 'member')).statusCode).toBe(403);
    expect((await call('PUT', '/admin/services/no-such', { title: 'A', description: 'B' })).statusCode).toBe(404);
    expect(await publicService()).toMatchObject({ title: 'Websites' });
    expect(await events('content.service.updated.v1')).toEqual([
      {
        data: { serviceId: webId, serviceSlug: 'web-development', title: 'Websites', description: 'Fast, accessible sites.' },
        actor: expect.objectContaining(actor()),
      },
    ]);
  });
});

describe('features', () => {
  it('adds, places, changes, reorders and deletes features; the public page follows at once, each change recorded once', async () => {
    const first = await feature('Fast pages');
    const second = await feature('Accessible');
    const third = await feature('Secure', 1);
    expect(await featureTitles()).toEqual([
      expect.objectContaining({ title: 'Secure', displayOrder: 1 }),
      expect.objectContaining({ title: 'Fast pages', displayOrder: 2 }),
      expect.objectContaining({ title: 'Accessible', displayOrder: 3 }),
    ]);
    expect((await publicService()).features.map((f) => f.title)).toEqual(['Secure', 'Fast pages', 'Accessible']);

    // Searched and paged; a feature keeps its place among all of them.
    const found = await call('GET', `${web}/features?q=ACCESS`, undefined, 'member');
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: second.id, displayOrder: 3 }] });
    expect((await call('GET', `${web}/features?pageSize=2&page=2`)).json()).toMatchObject({
      total: 3,
      pageCount: 2,
      items: [{ title: 'Accessible' }],
    });
    expect((await call('GET', `${web}/features?pageSize=2&page=9`)).json()).toMatchObject({ total: 3, items: [] });

    const moved = await call('PUT', `${web}/features/${second.id}`, {
      title: 'Accessible to all',
      description: 'WCAG.',
      displayOrder: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Accessible to all', displayOrder: 1 });

    const reordered = await call('PUT', `${web}/feature-order`, { ids: [first.id, third.id, second.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((f: { title: string }) => f.title)).toEqual(['Fast pages', 'Secure', 'Accessible to all']);
    expect((await publicService()).features).toEqual([
      expect.objectContaining({ title: 'Fast pages', displayOrder: 1 }),
      expect.objectContaining({ title: 'Secure', displayOrder: 2 }),
      expect.objectContaining({ title: 'Accessible to all', displayOrder: 3 }),
    ]);

    expect((await call('DELETE', `${web}/features/${first.id}`)).statusCode).toBe(204);
    expect((await featureTitles()).map((f) => [f.title, f.displayOrder])).toEqual([
      ['Secure', 1],
      ['Accessible to all', 2],
    ]);
    expect((await call('DELETE', `${web}/features/${first.id}`)).json()).toMatchObject({ code: 'CONTENT_FEATURE_NOT_FOUND' });

    expect(await events('content.service-feature.created.v1')).toHaveLength(3);
    expect(await events('content.service-feature.updated.v1')).toEqual([
      {
        data: expect.objectContaining({ serviceFeatureId: second.id, serviceSlug: 'web-development', displayOrder: 1 }),
        actor: expect.objectContaining(actor()),
      },
    ]);
    expect(await events('content.service.features-reordered.v1')).toEqual([
      {
        data: {
          serviceId: webId,
          serviceSlug: 'web-development',
          title: 'Web Development',
          featureIds: [first.id, third.id, second.id],
        },
        actor: expect.objectContaining(actor()),
      },
    ]);
    expect(await events('content.service-feature.deleted.v1')).toEqual([
      {
        data: expect.objectContaining({ serviceFeatureId: first.id, title: 'Fast pages', displayOrder: 1 }),
        actor: expect.objectContaining(actor()),
      },
    ]);
  });

  it('refuses a reorder that is not exactly the service’s features, an order out of range and bad input; nothing changes', async () => {
    const a = await feature('A');
    const b = await feature('B');
    const c = await feature('C');
    const before = await featureTitles();
    const outbox = await eventCount();
    const badOrders = [
      [a.id, b.id], // one missing
      [a.id, b.id, c.id, randomUUID()], // an extra, unknown one
      [a.id, b.id, b.id], // a repeat (the right length)
      [a.id, a.id, b.id, c.id], // a repeat (every id there)
      [],
      ['not-an-id', b.id, c.id],
    ];
    for (const ids of badOrders) {
      const response = await call('PUT', `${web}/feature-order`, { ids });
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
    }
    expect((await call('PUT', `${web}/feature-order`, { ids: [a.id, b.id] })).json()).toMatchObject({
      code: 'CONTENT_FEATURE_ORDER_MISMATCH',
    });
    // Another service's feature is not this one's.
    const seoFeature = (await call('POST', '/admin/services/seo/features', { title: 'Keywords', description: 'Found.' })).json<{
      id: string;
    }>();
    expect((await call('PUT', `${web}/feature-order`, { ids: [a.id, b.id, seoFeature.id] })).statusCode).toBe(400);
    expect((await call('PUT', `${web}/features/${seoFeature.id}`, { title: 'X', description: 'Y' })).statusCode).toBe(404);
    expect((await call('DELETE', `${web}/features/${seoFeature.id}`)).statusCode).toBe(404);

    const outOfRange = await call('POST', `${web}/features`, { title: 'D', description: 'D.', displayOrder: 5 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({ code: 'CONTENT_FEATURE_ORDER_OUT_OF_RANGE' });
    expect((await call('PUT', `${web}/features/${a.id}`, { title: 'A', description: 'A.', displayOrder: 4 })).statusCode).toBe(
      400,
    );
    const bad = [
      { title: 'D', description: 'D.', displayOrder: 0 },
      { title: 'D', description: 'D.', displayOrder: 1.5 },
      { title: '  ', description: 'D.' },
      { title: 'x'.repeat(121), description: 'D.' },
      { title: 'D', description: 'x'.repeat(1001) },
      { title: 'D', description: 'D.', extra: true },
      { title: 'D' },
    ];
    for (const body of bad) {
      expect((await call('POST', `${web}/features`, body)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await call('PUT', `${web}/features/${a.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await featureTitles()).toEqual(before);
    expect(await eventCount()).toBe(String(Number(outbox) + 1)); // the seo feature's creation only
  });

  it('puts a feature’s words in the site search for its service page, and takes them out with it', async () => {
    const word = `quillfeather${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const found = async () =>
      (await t.app.inject({ url: `/search?q=${word}` })).json<{ results: Array<{ url: string }> }>().results.map((r) => r.url);
    const { id } = await feature(`Hosting with ${word}`);
    await vi.waitFor(async () => expect(await found()).toEqual(['/services/web-development']), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await call('DELETE', `${web}/features/${id}`)).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await found()).toEqual([]), { timeout: 10_000, interval: 100 });
    // The service's own description is among the page's words too.
    expect((await call('PUT', web, { title: 'Web Development', description: `Sites, ${word} included.` })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await found()).toEqual(['/services/web-development']), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('lets members read but not change, and changes nothing for them', async () => {
    const a = await feature('A');
    expect((await call('GET', `${web}/features`, undefined, 'member')).statusCode).toBe(200);
    expect((await call('POST', `${web}/features`, { title: 'B', description: 'B.' }, 'member')).statusCode).toBe(403);
    expect((await call('PUT', `${web}/feature-order`, { ids: [a.id] }, 'member')).statusCode).toBe(403);
    expect((await call('DELETE', `${web}/features/${a.id}`, undefined, 'member')).statusCode).toBe(403);
    expect(await t.count('service_features')).toBe(1);
  });
});

const caseStudy = (overrides: Record<string, unknown> = {}) => ({
  title: 'A booking site for a clinic',
  description: 'Bookings moved online.',
  coverImageUrl: cover,
  clientName: 'Northern Lights Physio',
  clientIndustry: 'Healthcare',
  projectUrl: 'https://physio.example',
  challenge: 'Phone bookings only.',
  solution: 'A booking site.',
  results: [
    { key: 'online_bookings', value: '+240%' },
    { key: 'no_shows', value: '-35%' },
  ],
  galleryImageUrls: [shotOne, shotTwo],
  ...overrides,
});

describe('case studies', () => {
  it('adds, changes and deletes a case study with its cover, gallery and results; the portfolio shows it at once', async () => {
    const created = await call('POST', `${web}/case-studies`, caseStudy());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(created.json()).toMatchObject({
      coverImage: { url: cover, width: 1200, height: 630 },
      galleryImages: [
        { url: shotOne, width: 800, height: 600 },
        { url: shotTwo, width: 600, height: 400 },
      ],
      results: expect.arrayContaining([{ key: 'online_bookings', value: '+240%' }]),
      projectUrl: 'https://physio.example',
    });
    const [shown] = (await publicService()).caseStudies;
    expect(shown).toMatchObject({
      title: 'A booking site for a clinic',
      results: { online_bookings: '+240%', no_shows: '-35%' },
      galleryImages: [{ url: shotOne }, { url: shotTwo }],
    });
    expect((await call('GET', `${web}/case-studies?q=northern`, undefined, 'member')).json()).toMatchObject({ total: 1 });
    expect((await call('GET', `${web}/case-studies?q=nobody`)).json()).toMatchObject({ total: 0, items: [] });

    const updated = await call(
      'PUT',
      `${web}/case-studies/${id}`,
      caseStudy({ projectUrl: null, galleryImageUrls: [shotTwo, shotOne] }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ projectUrl: null, galleryImages: [{ url: shotTwo }, { url: shotOne }] });
    expect((await publicService()).caseStudies[0]).toMatchObject({
      projectUrl: null,
      galleryImages: [{ url: shotTwo }, { url: shotOne }],
    });

    expect((await call('DELETE', `${web}/case-studies/${id}`)).statusCode).toBe(204);
    expect((await publicService()).caseStudies).toEqual([]);
    expect(await events('content.case-study.created.v1')).toEqual([
      {
        data: expect.objectContaining({
          caseStudyId: id,
          title: 'A booking site for a clinic',
          galleryImageUrls: [shotOne, shotTwo],
        }),
        actor: expect.objectContaining(actor()),
      },
    ]);
    expect(await events('content.case-study.updated.v1')).toHaveLength(1);
    expect(await events('content.case-study.deleted.v1')).toEqual([
      {
        data: expect.objectContaining({ caseStudyId: id, galleryImageUrls: [shotTwo, shotOne] }),
        actor: expect.objectContaining(actor()),
      },
    ]);
  });

  it('refuses a bad URL, repeated result keys, too many or too few rows and images; nothing changes', async () => {
    const { id } = (await call('POST', `${web}/case-studies`, caseStudy())).json<{ id: string }>();
    const outbox = await eventCount();
    const thirteen = Array.from({ length: 13 }, (_, i) => `https://images.example.com/${i}.png`);
    const bad = [
      caseStudy({ projectUrl: 'http://insecure.example' }),
      caseStudy({ projectUrl: 'javascript:alert(1)' }),
      caseStudy({ projectUrl: 'https://' }),
      caseStudy({ coverImageUrl: 'http://insecure.example/c.png' }),
      caseStudy({ results: [] }),
      caseStudy({ results: Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, value: 'v' })) }),
      caseStudy({ results: [{ key: 'a', value: 'x'.repeat(201) }] }),
      caseStudy({ results: [{ key: ' ', value: '1' }] }),
      caseStudy({ galleryImageUrls: thirteen }),
      caseStudy({ galleryImageUrls: [shotOne, shotOne] }),
      caseStudy({ title: '' }),
      caseStudy({ clientName: 'x'.repeat(121) }),
      caseStudy({ unknown: 1 }),
    ];
    for (const body of bad) {
      expect((await call('POST', `${web}/case-studies`, body)).statusCode, JSON.stringify(body).slice(0, 300)).toBe(400);
      expect((await call('PUT', `${web}/case-studies/${id}`, body)).statusCode, JSON.stringify(body).slice(0, 300)).toBe(400);
    }
    const repeated = caseStudy({
      results: [
        { key: 'traffic', value: '+1' },
        { key: ' traffic ', value: '+2' },
      ],
    });
    const refused = await call('POST', `${web}/case-studies`, repeated);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CONTENT_CASE_STUDY_DUPLICATE_RESULT' });
    expect((await call('PUT', `${web}/case-studies/${id}`, repeated)).statusCode).toBe(400);
    expect((await call('PUT', `${web}/case-studies/${randomUUID()}`, caseStudy())).statusCode).toBe(404);
    expect((await call('PUT', `/admin/services/seo/case-studies/${id}`, caseStudy())).statusCode).toBe(404);
    expect((await call('POST', `${web}/case-studies`, caseStudy(), 'member')).statusCode).toBe(403);

    expect(await t.count('service_case_studies')).toBe(1);
    expect((await publicService()).caseStudies[0]).toMatchObject({
      projectUrl: 'https://physio.example',
      title: 'A booking site for a clinic',
    });
    expect(await eventCount()).toBe(outbox);
  });
});

function testimonial(overrides: Record<string, unknown> = {}) {
  return {
    quote: 'They rebuilt our site in a month.',
    authorName: 'Maya Chen',
    authorRole: 'Owner',
    company: 'Northern Lights Physio',
    photoUrl: shotOne,
    rating: 5,
    ...overrides,
  };
}

describe('testimonials', () => {
  it('adds, changes and deletes a testimonial with its company and photo; the public page shows them', async () => {
    const created = await call('POST', `${web}/testimonials`, testimonial());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(created.json()).toMatchObject({ company: 'Northern Lights Physio', photo: { url: shotOne, width: 800 }, rating: 5 });
    expect((await publicService()).testimonials).toEqual([
      expect.objectContaining({
        authorName: 'Maya Chen',
        company: 'Northern Lights Physio',
        photo: { url: shotOne, width: 800, height: 600 },
      }),
    ]);
    const updated = await call('PUT', `${web}/testimonials/${id}`, testimonial({ company: null, photoUrl: null, rating: 4 }));
    expect(updated.json()).toMatchObject({ company: null, photo: null, rating: 4 });
    expect((await publicService()).testimonials[0]).toMatchObject({ company: null, photo: null, rating: 4 });
    expect((await call('GET', `${web}/testimonials?q=maya`, undefined, 'member')).json()).toMatchObject({ total: 1 });

    for (const body of [
      testimonial({ rating: 6 }),
      testimonial({ rating: 0 }),
      testimonial({ quote: ' ' }),
      testimonial({ photoUrl: 'ftp://x' }),
      testimonial({ company: '' }),
      testimonial({ authorRole: undefined }),
    ]) {
      expect((await call('PUT', `${web}/testimonials/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('DELETE', `${web}/testimonials/${id}`, undefined, 'member')).statusCode).toBe(403);
    expect((await call('DELETE', `${web}/testimonials/${id}`)).statusCode).toBe(204);
    expect(await t.count('service_testimonials')).toBe(0);
    expect(await events('content.testimonial.created.v1')).toEqual([
      {
        data: expect.objectContaining({ testimonialId: id, name: 'Maya Chen', serviceSlug: 'web-development' }),
        actor: expect.objectContaining(actor()),
      },
    ]);
    expect(await events('content.testimonial.updated.v1')).toHaveLength(1);
    expect(await events('content.testimonial.deleted.v1')).toHaveLength(1);
  });
});

function tier(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Growth',
    priceCents: 150000,
    interval: 'month',
    features: ['Monthly report', 'Two calls'],
    highlighted: true,
    ...overrides,
  };
}

describe('pricing tiers', () => {
  it('adds, changes and deletes tiers, listed by price; refuses bad prices and features', async () => {
    const growth = (await call('POST', `${web}/pricing-tiers`, tier())).json<{ id: string }>();
    const starter = await call('POST', `${web}/pricing-tiers`, tier({ name: 'Starter', priceCents: 50000, highlighted: false }));
    expect(starter.statusCode, starter.body).toBe(201);
    expect((await call('GET', `${web}/pricing-tiers`, undefined, 'member')).json()).toMatchObject({
      total: 2,
      items: [{ name: 'Starter' }, { name: 'Growth', features: ['Monthly report', 'Two calls'], highlighted: true }],
    });
    expect((await publicService()).pricingTiers.map((p) => p.name)).toEqual(['Starter', 'Growth']);
    const updated = await call(
      'PUT',
      `${web}/pricing-tiers/${growth.id}`,
      tier({ priceCents: 20000, interval: 'project', features: [] }),
    );
    expect(updated.json()).toMatchObject({ priceCents: 20000, interval: 'project', features: [] });
    expect((await publicService()).pricingTiers.map((p) => p.name)).toEqual(['Growth', 'Starter']);

    for (const body of [
      tier({ priceCents: -1 }),
      tier({ priceCents: 100000001 }),
      tier({ priceCents: 10.5 }),
      tier({ priceCents: '100' }),
      tier({ interval: 'year' }),
      tier({ features: [''] }),
      tier({ features: Array.from({ length: 31 }, (_, i) => `f${i}`) }),
      tier({ highlighted: undefined }),
    ]) {
      expect((await call('POST', `${web}/pricing-tiers`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.count('service_pricing_tiers')).toBe(2);
    expect((await call('DELETE', `${web}/pricing-tiers/${growth.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${web}/pricing-tiers/${growth.id}`)).statusCode).toBe(404);
    expect(await events('content.pricing-tier.created.v1')).toHaveLength(2);
    expect(await events('content.pricing-tier.updated.v1')).toEqual([
      {
        data: expect.objectContaining({ pricingTierId: growth.id, priceCents: 20000, interval: 'project' }),
        actor: expect.objectContaining(actor()),
      },
    ]);
    expect(await events('content.pricing-tier.deleted.v1')).toHaveLength(1);
  });
});
