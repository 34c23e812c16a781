import { describe, expect, it } from 'vitest';
import { jpegOf, pngOf, webpOf } from '../../../test/fixtures/images.js';
import { imageSize } from './image-size.js';

describe('imageSize', () => {
  it('reads a PNG’s size from its IHDR chunk', () => {
    expect(imageSize('image/png', pngOf(640, 360))).toEqual({ width: 640, height: 360 });
  });

  it('reads a JPEG’s size from its first start-of-frame, past the segments before it', () => {
    expect(imageSize('image/jpeg', jpegOf(1200, 800))).toEqual({ width: 1200, height: 800 });
  });

  it('reads each kind of WebP', () => {
    expect(imageSize('image/webp', webpOf.lossy(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSize('image/webp', webpOf.lossless(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(imageSize('image/webp', webpOf.extended(4000, 3000))).toEqual({ width: 4000, height: 3000 });
  });

  it('reads an SVG’s viewBox', () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120.5"></svg>');
    expect(imageSize('image/svg+xml', svg)).toEqual({ width: 320, height: 121 });
  });

  it('gives nothing for a header it cannot read, a size of 0 or over 20000, or another type', () => {
    expect(imageSize('image/png', pngOf(10, 10).subarray(0, 20))).toBeUndefined();
    expect(imageSize('image/png', Buffer.from('not a png at all, not at all'))).toBeUndefined();
    expect(imageSize('image/jpeg', jpegOf(0, 10))).toBeUndefined();
    expect(imageSize('image/jpeg', jpegOf(1200, 800).subarray(0, 12))).toBeUndefined();
    expect(imageSize('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(imageSize('image/webp', webpOf.extended(20_001, 10))).toBeUndefined();
    expect(imageSize('image/svg+xml', Buffer.from('<svg width="10" height="10"></svg>'))).toBeUndefined();
    expect(imageSize('image/gif', Buffer.from('GIF89a'))).toBeUndefined();
  });
});
