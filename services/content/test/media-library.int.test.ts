import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipartFile } from '@agency/kit/testing';
import { moveMediaToStorage } from '../src/modules/media/media.service.js';
import { contentTestService, postInput } from './support.js';

const t = await contentTestService();

const colourful = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .png()
    .toBuffer();

async function uploadImage(width: number, height: number, caller: 'admin' | 'member' = 'admin') {
  const form = multipartFile('file', 'photo.png', 'image/png', await colourful(width, height));
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin/media',
    headers: { ...t.headersOf(caller), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string; width: number; height: number; srcset: string | null }>();
}

const nameOf = (url: string) => url.split('/').at(-1)!;
const servedPath = (url: string) => url.replace('/api/content', '');

describe('WebP copies of an upload', () => {
  it('makes 480, 960 and 1600 wide copies of a 2000 × 1000 image, each served as WebP of that size', async () => {
    const image = await uploadImage(2000, 1000);
    expect(image.srcset).toBe([480, 960, 1600].map((w) => `${image.url}?w=${w} ${w}w`).join(', '));
    for (const [width, height] of [
      [480, 240],
      [960, 480],
      [1600, 800],
    ]) {
      const response = await t.call('GET', `${servedPath(image.url)}?w=${width}`, undefined, 'anonymous');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
  });
});

describe('an upload that does not decode', () => {
  it('is a 400 in the error shape for a PNG cut short, and nothing is stored', async () => {
    const noisy = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .png()
      .toBuffer();
    const before = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM media');
    const form = multipartFile('file', 'cut.png', 'image/png', noisy.subarray(0, Math.floor(noisy.length / 2)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/media',
      headers: { ...t.headersOf('admin'), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'CONTENT_IMAGE_UNREADABLE',
      requestId: expect.any(String),
      details: [{ path: 'body/file' }],
    });
    expect(await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM media')).toEqual(before);
  });
});

describe('srcset on the public reads', () => {
  it('comes with an uploaded image wherever the site shows it, and not with an image without copies', async () => {
    const logo = await uploadImage(1000, 400);
    await t.addMedia('plain-logo.svg', 100, 40);
    for (const [name, logoUrl] of [
      ['Copies Co', logo.url],
      ['Plain Co', '/api/content/media/plain-logo.svg'],
    ]) {
      expect((await t.call('POST', '/admin/partners', { name, logoUrl, active: true })).statusCode).toBe(201);
    }
    const partners = (await t.call('GET', '/partners', undefined, 'anonymous')).json<Array<{ name: string; logo: unknown }>>();
    expect(partners.find((partner) => partner.name === 'Copies Co')?.logo).toEqual({
      url: logo.url,
      width: 1000,
      height: 400,
      srcset: `${logo.url}?w=480 480w, ${logo.url}?w=960 960w, ${logo.url}?w=1000 1000w`,
    });
    expect(partners.find((partner) => partner.name === 'Plain Co')?.logo).toEqual({
      url: '/api/content/media/plain-logo.svg',
      width: 100,
      height: 40,
    });
    const authorId = await t.addMember('Cover Writer');
    const post = postInput(authorId, { slug: 'srcset-post', coverImage: logo.url, published: true });
    expect((await t.call('POST', '/admin/posts', post)).statusCode).toBe(201);
    const read = (await t.call('GET', '/posts/srcset-post', undefined, 'anonymous')).json<{ coverImage: { srcset?: string } }>();
    expect(read.coverImage.srcset).toBe(logo.srcset);
  });
});

describe('the media library', () => {
  it('lists stored images newest first with their sizes, copies and every place that shows them', async () => {
    const used = await uploadImage(1200, 600, 'member');
    const unused = await uploadImage(300, 200);
    const memberId = await t.addMember('Robin Writer', { avatarUrl: used.url });
    const post = await t.call(
      'POST',
      '/admin/posts',
      postInput(memberId, { coverImage: used.url, content: `![a](${unused.url})` }),
    );
    expect(post.statusCode).toBe(201);

    const response = await t.call('GET', '/admin/media?pageSize=2', undefined, 'member');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: Array<Record<string, unknown>>; total: number; pageCount: number }>();
    expect(page.items.map((item) => item.url)).toEqual([unused.url, used.url]);
    expect(page.items[1]).toMatchObject({
      name: nameOf(used.url),
      contentType: 'image/png',
      width: 1200,
      height: 600,
      bytes: expect.any(Number),
      srcset: used.srcset,
      variants: [
        { url: `${used.url}?w=480`, width: 480, height: 240, bytes: expect.any(Number) },
        { url: `${used.url}?w=960`, width: 960, height: 480, bytes: expect.any(Number) },
        { url: `${used.url}?w=1200`, width: 1200, height: 600, bytes: expect.any(Number) },
      ],
    });
    const postId = post.json<{ id: string }>().id;
    expect(page.items[1]!.usedBy).toEqual(
      expect.arrayContaining([
        { kind: 'post_cover', id: postId, label: 'Five ways to win the map' },
        { kind: 'post_author_avatar', id: postId, label: 'Five ways to win the map' },
        { kind: 'team_member_avatar', id: memberId, label: 'Robin Writer' },
      ]),
    );
    expect(page.items[0]!.usedBy).toEqual([{ kind: 'post_body', id: postId, label: 'Five ways to win the map' }]);

    const searched = await t.call('GET', `/admin/media?q=${nameOf(unused.url).slice(0, 8).toUpperCase()}`, undefined, 'member');
    expect(searched.json<{ items: Array<{ url: string }> }>().items.map((item) => item.url)).toEqual([unused.url]);
    const byType = await t.call('GET', '/admin/media?type=image/jpeg', undefined, 'member');
    expect(byType.json<{ total: number }>().total).toBe(0);
  });

  it('refuses to delete an image something shows (409, naming the uses) and deletes an unused one with its copies (204)', async () => {
    const partnerLogo = await uploadImage(600, 300);
    const partner = await t.call('POST', '/admin/partners', { name: 'Logo Co', logoUrl: partnerLogo.url, active: true });
    expect(partner.statusCode).toBe(201);
    const inUse = await t.call('DELETE', `/admin/media/${nameOf(partnerLogo.url)}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      code: 'CONTENT_MEDIA_IN_USE',
      details: [{ path: `uses/partner_logo/${partner.json<{ id: string }>().id}`, message: 'Logo Co' }],
    });
    expect(await t.storage.head(`media/${nameOf(partnerLogo.url)}`)).toBeDefined();

    const spare = await uploadImage(1000, 500);
    const name = nameOf(spare.url);
    const keys = [`media/${name}`, ...[480, 960, 1000].map((w) => `media/${name.replace('.png', '')}-${w}.webp`)];
    for (const key of keys) expect(await t.storage.head(key), key).toBeDefined();
    const deleted = await t.call('DELETE', `/admin/media/${name}`);
    expect(deleted.statusCode).toBe(204);
    for (const key of keys) expect(await t.storage.head(key), key).toBeUndefined();
    expect((await t.call('GET', servedPath(spare.url), undefined, 'anonymous')).statusCode).toBe(404);
    expect((await t.call('DELETE', `/admin/media/${name}`)).statusCode).toBe(404);
    const [event] = await t.sql<{ envelope: { data: Record<string, unknown>; actor: Record<string, unknown> } }>(
      "SELECT envelope FROM outbox_events WHERE envelope->>'type' = 'content.image.deleted.v1' AND envelope->'data'->>'imageId' = :name",
      { name },
    );
    expect(event?.envelope).toMatchObject({
      data: { imageId: name, url: spare.url, contentType: 'image/png', width: 1000, height: 500 },
      actor: { kind: 'team', id: t.principals.admin.sub },
    });
  });
});

describe('uses in the catalogue', () => {
  it('finds case studies’ covers and galleries, and testimonials’ photos once that column exists', async () => {
    const cover = await uploadImage(640, 320);
    const serviceId = randomUUID();
    await t.sql(`INSERT INTO services (id, slug, title, description) VALUES (:id, 'media-uses', 'Media uses', 'A service.')`, {
      id: serviceId,
    });
    const studyId = randomUUID();
    await t.sql(
      `INSERT INTO service_case_studies (id, service_id, title, description, cover_image, client_name, client_industry,
         challenge, solution, results, gallery_images)
       SELECT :id, :serviceId, 'Bakery site', 'A site.', :url, 'Bakery', 'Food', 'Slow.', 'Fast.', '{}'::jsonb, ARRAY[:url]`,
      { id: studyId, serviceId, url: cover.url },
    );
    await t.sql('ALTER TABLE service_testimonials ADD COLUMN IF NOT EXISTS photo_url text');
    const testimonialId = randomUUID();
    await t.sql(
      `INSERT INTO service_testimonials (id, service_id, quote, author_name, author_role, rating, photo_url)
       VALUES (:id, :serviceId, 'Great.', 'Pat Baker', 'Owner', 5, :url)`,
      { id: testimonialId, serviceId, url: cover.url },
    );
    const page = (await t.call('GET', `/admin/media?q=${nameOf(cover.url)}`)).json<{ items: Array<{ usedBy: unknown[] }> }>();
    expect(page.items[0]!.usedBy).toEqual([
      { kind: 'case_study_cover', id: studyId, label: 'Bakery site' },
      { kind: 'case_study_gallery', id: studyId, label: 'Bakery site' },
      { kind: 'testimonial_photo', id: testimonialId, label: 'Pat Baker' },
    ]);
  });
});

describe('images kept in PostgreSQL before object storage', () => {
  it('are moved to storage by the start-up step, in batches, and served the same before and after', async () => {
    const svg = (n: number) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 ${n}"></svg>`);
    for (let n = 1; n <= 5; n++) await t.addMedia(`legacy-${n}.svg`, 10, n, 'image/svg+xml', svg(n));
    const before = await t.call('GET', '/media/legacy-3.svg', undefined, 'anonymous');
    expect(before.body).toBe(svg(3).toString());

    const [kept] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM media WHERE bytes IS NOT NULL');
    expect(Number(kept!.n)).toBeGreaterThanOrEqual(5);
    expect(await moveMediaToStorage({ orm: t.service.context.orm, storage: t.storage }, 2)).toBe(Number(kept!.n));
    const rows = await t.sql<{ name: string; bytes: Buffer | null; storageKey: string; byteSize: number }>(
      "SELECT name, bytes, storage_key, byte_size FROM media WHERE name LIKE 'legacy-%' ORDER BY name",
    );
    expect(rows.map(({ name, bytes, storageKey, byteSize }) => [name, bytes, storageKey, byteSize])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`legacy-${n}.svg`, null, `media/legacy-${n}.svg`, svg(n).length]),
    );
    const after = await t.call('GET', '/media/legacy-3.svg', undefined, 'anonymous');
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
    expect(after.headers['content-type']).toBe('image/svg+xml');
    expect(after.headers['content-security-policy']).toBe(before.headers['content-security-policy']);
    expect(after.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // One not read before the move (the replica keeps what it served): read from storage now.
    const fromStorage = await t.call('GET', '/media/legacy-4.svg', undefined, 'anonymous');
    expect(fromStorage.body).toBe(svg(4).toString());
    await t.storage.delete('media/legacy-5.svg');
    expect((await t.call('GET', '/media/legacy-5.svg', undefined, 'anonymous')).statusCode).toBe(404);
    // Run again (another replica, a restart): nothing left to move.
    expect(await moveMediaToStorage({ orm: t.service.context.orm, storage: t.storage }, 2)).toBe(0);
  });
});
