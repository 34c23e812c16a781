import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngOf } from '../../../test/fixtures/images.js';
import { maxInputPixels, processUpload, widthsFor } from './variants.js';

const isWebp = (bytes: Buffer) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

const colourful = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .composite([
      { input: { create: { width: Math.ceil(width / 3), height, channels: 3, background: '#e04020' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();

const codeOf = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { statusCode?: number; code?: string } | undefined;
  return error && { statusCode: error.statusCode, code: error.code };
};

describe('widthsFor', () => {
  it('takes the standard widths narrower than the original, and its own width up to 1600', () => {
    expect(widthsFor(2000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(960)).toEqual([480, 960]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe('processUpload', () => {
  it('makes WebP at 480, 960 and 1600 from a 2000 × 1000 PNG, with their sizes, and keeps the original', async () => {
    const png = await colourful(2000, 1000);
    const { original, variants } = await processUpload('image/png', png);
    expect(original).toMatchObject({ contentType: 'image/png', width: 2000, height: 1000 });
    expect((await sharp(original.bytes).metadata()).format).toBe('png');
    expect(variants.map(({ width, height, contentType }) => ({ width, height, contentType }))).toEqual([
      { width: 480, height: 240, contentType: 'image/webp' },
      { width: 960, height: 480, contentType: 'image/webp' },
      { width: 1600, height: 800, contentType: 'image/webp' },
    ]);
    for (const variant of variants) {
      expect(isWebp(variant.bytes)).toBe(true);
      const decoded = await sharp(variant.bytes).metadata();
      expect([decoded.width, decoded.height]).toEqual([variant.width, variant.height]);
    }
    expect(variants[0]!.bytes.length).toBeLessThan(variants[2]!.bytes.length);
  });

  it('never enlarges: a 300 px image gets only its own width', async () => {
    const { variants } = await processUpload('image/png', await colourful(300, 200));
    expect(variants.map(({ width, height }) => [width, height])).toEqual([[300, 200]]);
  });

  it('strips EXIF and GPS, applying the orientation first', async () => {
    const jpeg = await sharp(await colourful(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 32/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { original, variants } = await processUpload('image/jpeg', jpeg);
    const cleaned = await sharp(original.bytes).metadata();
    expect(cleaned.exif).toBeUndefined();
    expect([original.width, original.height]).toEqual([200, 400]); // turned upright by its orientation
    for (const variant of variants) expect((await sharp(variant.bytes).metadata()).exif).toBeUndefined();
  });

  it.each([
    [
      'a PNG header followed by garbage',
      'image/png',
      Buffer.concat([pngOf(10, 10).subarray(0, 33), Buffer.from('garbage'.repeat(40))]),
    ],
    ['an SVG declared as a PNG', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>')],
    ['an HTML page declared as a PNG', 'image/png', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['an SVG as itself', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>')],
    ['a JPEG declared as a PNG', 'image/png', 'jpeg'],
  ])('refuses %s as unreadable', async (_name, type, given) => {
    const bytes = given === 'jpeg' ? await sharp(pngOf(10, 10)).jpeg().toBuffer() : (given as Buffer);
    expect(await codeOf(processUpload(type, bytes))).toEqual({ statusCode: 400, code: 'CONTENT_IMAGE_UNREADABLE' });
  });

  it.each(['png', 'jpeg', 'webp'] as const)('refuses a %s cut short in its image data as unreadable', async (format) => {
    const noise = sharp({
      create: { width: 800, height: 600, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    });
    const whole = await noise.toFormat(format).toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await codeOf(processUpload(`image/${format}`, cut))).toEqual({ statusCode: 400, code: 'CONTENT_IMAGE_UNREADABLE' });
  });

  it('refuses an image whose header promises more pixels than the limit, before decoding it', async () => {
    // A 1 × 1 PNG whose header says 8000 × 6000 (48 million pixels), its checksum made to match.
    const withData = Buffer.from(pngOf(1, 1));
    withData.writeUInt32BE(8000, 16);
    withData.writeUInt32BE(6000, 20);
    withData.writeUInt32BE(crc32(withData.subarray(12, 29)), 29);
    expect(8000 * 6000).toBeGreaterThan(maxInputPixels);
    expect(await codeOf(processUpload('image/png', withData))).toMatchObject({ statusCode: 400 });
  });
});
