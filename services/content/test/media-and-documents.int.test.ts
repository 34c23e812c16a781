import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '@agency/kit/testing';
import { signatureOf } from '../src/modules/documents/signed-links.js';
import sharp from 'sharp';
import { jpegOf, pngOf } from './fixtures/images.js';
import { contentTestService, documentLinkSecret } from './support.js';

const t = await contentTestService();

const upload = (form: ReturnType<typeof multipartFile>, caller: 'admin' | 'client' = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: '/admin/media',
    headers: { ...t.headersOf(caller), ...form.headers },
    payload: form.payload,
  });

const servedPath = (url: string) => url.replace('/api/content', '');

describe('uploading an image', () => {
  it('stores a PNG under its file’s name with its size and WebP copies, and serves it back for a year with its type', async () => {
    const png = pngOf(320, 180);
    const response = await upload(multipartFile('file', 'My Cover.PNG', 'image/png', png));
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toEqual({
      url: expect.stringMatching(/^\/api\/content\/media\/my-cover-[0-9a-f]{12}\.png$/),
      width: 320,
      height: 180,
      srcset: `${image.url}?w=320 320w`,
    });
    const [event] = await t.sql<{ envelope: { data: unknown; actor: unknown } }>(
      "SELECT envelope FROM outbox_events WHERE envelope->>'type' = 'content.image.uploaded.v1' AND envelope->'data'->>'url' = :url",
      { url: image.url },
    );
    expect(event?.envelope).toMatchObject({
      data: { imageId: image.url.split('/').at(-1), contentType: 'image/png', width: 320, height: 180 },
      actor: { kind: 'team', id: t.principals.admin.sub },
    });
    const served = await t.call('GET', servedPath(image.url), undefined, 'anonymous');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBeUndefined();
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320, height: 180 });
    const webp = await t.call('GET', `${servedPath(image.url)}?w=320`, undefined, 'anonymous');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
    expect((await t.call('GET', `${servedPath(image.url)}?w=480`, undefined, 'anonymous')).statusCode).toBe(404);
  });

  it('takes JPEG and WebP uploads too, by what they decode as', async () => {
    const colour = { width: 800, height: 600, channels: 3 as const, background: '#2b6cb0' };
    const jpegBytes = await sharp({ create: colour }).jpeg().toBuffer();
    const jpeg = (await upload(multipartFile('file', 'a.jpg', 'image/jpeg', jpegBytes))).json();
    expect(jpeg).toMatchObject({ url: expect.stringMatching(/\.jpg$/), width: 800, height: 600 });
    expect(jpeg.srcset).toBe(`${jpeg.url}?w=480 480w, ${jpeg.url}?w=800 800w`);
    const webpBytes = await sharp({ create: { ...colour, width: 64, height: 48 } })
      .webp({ lossless: true })
      .toBuffer();
    const webp = (await upload(multipartFile('file', 'a.webp', 'image/webp', webpBytes))).json();
    expect(webp).toMatchObject({ url: expect.stringMatching(/\.webp$/), width: 64, height: 48 });
  });

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const item of t.storage.list('media/')) keys.push(item.key);
    return keys;
  };

  it('refuses another type or an SVG (415), bytes that are not what they claim (415 or 400), and over 10 MiB (413), storing nothing', async () => {
    const before = [await t.count('media'), (await storedKeys()).length];
    const svg = await upload(multipartFile('file', 'a.svg', 'image/svg+xml', Buffer.from('<svg viewBox="0 0 1 1"/>')));
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    const gif = await upload(multipartFile('file', 'a.gif', 'image/gif', Buffer.from('GIF89a')));
    expect(gif.statusCode).toBe(415);
    // Declared a PNG: the first bytes say otherwise (the kit's check), or they start as a PNG and do not decode.
    for (const bytes of [
      jpegOf(10, 10),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('<!doctype html><p>hi'),
    ]) {
      const disguised = await upload(multipartFile('file', 'a.png', 'image/png', bytes));
      expect(disguised.statusCode).toBe(415);
      expect(disguised.json()).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED', requestId: expect.any(String) });
    }
    const garbage = await upload(
      multipartFile('file', 'a.png', 'image/png', Buffer.concat([pngOf(10, 10).subarray(0, 33), Buffer.alloc(500, 0x41)])),
    );
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 'CONTENT_IMAGE_UNREADABLE', details: [{ path: 'body/file' }] });
    const large = await upload(multipartFile('file', 'big.png', 'image/png', pngOf(10, 10, 10 * 1024 * 1024 + 1)));
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect([await t.count('media'), (await storedKeys()).length]).toEqual(before);
  });

  it('accepts a PNG of exactly 10 MiB', async () => {
    const response = await upload(multipartFile('file', 'full.png', 'image/png', pngOf(10, 10, 10 * 1024 * 1024)));
    expect(response.statusCode).toBe(201);
  });

  it('refuses an image that cannot be read (400) and a file in another field (400)', async () => {
    const before = await t.count('media');
    const unreadable = await upload(multipartFile('file', 'a.png', 'image/png', pngOf(10, 10).subarray(0, 16)));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ code: 'CONTENT_IMAGE_UNREADABLE', details: [{ path: 'body/file' }] });
    const wrongField = await upload(multipartFile('image', 'a.png', 'image/png', pngOf(10, 10)));
    expect(wrongField.statusCode).toBe(400);
    expect(await t.count('media')).toBe(before);
  });
});

describe('serving images', () => {
  it('serves an SVG with a policy that lets it run nothing', async () => {
    await t.addMedia('logo-test.svg', 240, 80, 'image/svg+xml', Buffer.from('<svg viewBox="0 0 240 80"/>'));
    const response = await t.call('GET', '/media/logo-test.svg', undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.body).toBe('<svg viewBox="0 0 240 80"/>');
  });

  it('answers 404 for an unknown image and 400 for a name the contract does not allow', async () => {
    const missing = await t.call('GET', '/media/nothing-here.png', undefined, 'anonymous');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CONTENT_MEDIA_NOT_FOUND');
    for (const name of ['..%2Fsecret.png', 'Upper.png', 'file.gif', 'a.png%00.svg']) {
      expect((await t.call('GET', `/media/${name}`, undefined, 'anonymous')).statusCode, name).toBe(400);
    }
  });
});

describe('the mission paper', () => {
  const linkOf = async () => {
    const response = await t.call('GET', '/documents/mission-paper/link', undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string; expiresAt: string }>();
  };

  it('gives a signed link that works for 10 minutes and serves the PDF inline, uncached', async () => {
    const before = Date.now();
    const link = await linkOf();
    const after = Date.now();
    const url = new URL(link.url, 'http://x');
    expect(url.pathname).toBe('/api/content/documents/mission-paper');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000).toBe(Date.parse(link.expiresAt));
    // 10 minutes from when the link was made (in whole seconds), some time between `before` and `after`.
    expect(expires * 1000).toBeGreaterThan(before + 599_000);
    expect(expires * 1000).toBeLessThanOrEqual(after + 600_000);
    expect(url.searchParams.get('signature')).toBe(signatureOf(documentLinkSecret, 'mission-paper', expires));

    const response = await t.call('GET', servedPath(link.url), undefined, 'anonymous');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="maple-builders-mission-paper.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = readFileSync(new URL('../assets/mission-paper.pdf', import.meta.url));
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a changed signature, a changed expiry and an expired link with 403', async () => {
    const url = new URL((await linkOf()).url, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const tampered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const past = Math.floor(Date.now() / 1000) - 1;
    for (const query of [
      `expires=${expires}&signature=${tampered}`,
      `expires=${expires + 60}&signature=${signature}`,
      `expires=${past}&signature=${signatureOf(documentLinkSecret, 'mission-paper', past)}`,
      `expires=${expires}&signature=${signatureOf('another-secret-that-is-long-enough-000', 'mission-paper', expires)}`,
    ]) {
      const response = await t.call('GET', `/documents/mission-paper?${query}`, undefined, 'anonymous');
      expect(response.statusCode, query).toBe(403);
      expect(response.json().code).toBe('CONTENT_DOCUMENT_LINK_INVALID');
    }
  });

  it('refuses a malformed link or an unknown document with 400', async () => {
    for (const url of [
      '/documents/mission-paper',
      '/documents/mission-paper?expires=soon&signature=x',
      `/documents/mission-paper?expires=1&signature=${'a'.repeat(42)}`,
      `/documents/other-paper?expires=1&signature=${'a'.repeat(43)}`,
      '/documents/other-paper/link',
    ]) {
      expect((await t.call('GET', url, undefined, 'anonymous')).statusCode, url).toBe(400);
    }
  });
});
