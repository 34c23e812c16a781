import { beforeEach, describe, expect, it } from 'vitest';
import { contentTestService, postInput } from './support.js';

// The tests' configured image hosts include https://images.example.com (support.ts), as the gateway's CSP would.
const t = await contentTestService();

const elsewhere = 'https://elsewhere.example/picture.png';

beforeEach(async () => {
  await t.reset();
  await t.sql(
    "INSERT INTO services (id, slug, title, description) VALUES (gen_random_uuid(), 'web-development', 'Web', 'Sites.')",
  );
});

/** A 400 that names the field whose image the site could not show. */
function expectRefused(response: { statusCode: number; json: <T>() => T }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'CONTENT_IMAGE_HOST_NOT_ALLOWED',
    details: [{ path: `body/${field}` }],
  });
}

describe('image addresses the site can show', () => {
  it('refuses a post whose cover is at a host the pages may not load images from, and stores nothing', async () => {
    const authorId = await t.addMember('Amara Okafor');
    expectRefused(await t.call('POST', '/admin/posts', postInput(authorId, { coverImage: elsewhere })), 'coverImage');
    expect(await t.count('posts')).toBe(0);

    const created = await t.call('POST', '/admin/posts', postInput(authorId));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expectRefused(await t.call('PUT', `/admin/posts/${id}`, postInput(authorId, { coverImage: elsewhere })), 'coverImage');
    const stored = await t.call('GET', `/admin/posts/${id}`);
    expect(stored.json()).toMatchObject({ coverImage: { url: 'https://images.example.com/map.jpg' } });
  });

  it('refuses such a partner logo, team photo, case-study gallery image and testimonial photo', async () => {
    expectRefused(await t.call('POST', '/admin/partners', { name: 'Northwind', logoUrl: elsewhere, active: true }), 'logoUrl');
    expectRefused(
      await t.call('POST', '/admin/team-members', { name: 'Liam Chen', role: 'Designer', avatarUrl: elsewhere, active: true }),
      'avatarUrl',
    );
    expectRefused(
      await t.call('POST', '/admin/services/web-development/case-studies', {
        title: 'A booking site',
        description: 'Bookings moved online.',
        coverImageUrl: 'https://images.example.com/cover.png',
        clientName: 'Northern Lights Physio',
        clientIndustry: 'Healthcare',
        projectUrl: null,
        challenge: 'Phone bookings only.',
        solution: 'A booking site.',
        results: [{ key: 'online_bookings', value: '+240%' }],
        galleryImageUrls: ['https://images.example.com/one.png', elsewhere],
      }),
      'galleryImageUrls',
    );
    expectRefused(
      await t.call('POST', '/admin/services/web-development/testimonials', {
        quote: 'Great work.',
        authorName: 'Dana',
        authorRole: 'Owner',
        company: 'Dana’s Bakery',
        photoUrl: elsewhere,
        rating: 5,
      }),
      'photoUrl',
    );
    expect(await t.count('partners')).toBe(0);
    expect(await t.count('team_members')).toBe(0);
  });

  it('takes an image of the media library or of a configured host', async () => {
    await t.addMedia('northwind.png', 320, 120);
    const local = await t.call('POST', '/admin/partners', {
      name: 'Northwind',
      logoUrl: '/api/content/media/northwind.png',
      active: true,
    });
    expect(local.statusCode, local.body).toBe(201);
    const hosted = await t.call('POST', '/admin/partners', {
      name: 'Harbour',
      logoUrl: 'https://cdn.example.com/h.png',
      active: true,
    });
    expect(hosted.statusCode, hosted.body).toBe(201);
  });
});
