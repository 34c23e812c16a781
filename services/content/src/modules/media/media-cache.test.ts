import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MediaCache } from './media-cache.js';

const served = (bytes: Buffer, stream = false) => ({
  contentType: 'image/webp',
  size: bytes.length,
  body: stream ? Readable.from([bytes]) : bytes,
});

describe('MediaCache', () => {
  it('reads a small image once and keeps it whole, streamed or not', async () => {
    const cache = new MediaCache(60_000, 100, 1000);
    let loads = 0;
    const load = async () => {
      loads++;
      return served(Buffer.from('small image'), true);
    };
    expect(await cache.read('a', load)).toEqual({ contentType: 'image/webp', bytes: Buffer.from('small image') });
    expect(await cache.read('a', load)).toEqual({ contentType: 'image/webp', bytes: Buffer.from('small image') });
    expect(loads).toBe(1);
  });

  it('says a large image is large, without keeping its bytes', async () => {
    const cache = new MediaCache(60_000, 10, 1000);
    expect(await cache.read('big', async () => served(Buffer.alloc(11), true))).toBe('large');
  });

  it('keeps no more than its total, the oldest going first, and forgets on clear and after its time', async () => {
    const cache = new MediaCache(60_000, 100, 150);
    let loads = 0;
    const load = async () => {
      loads++;
      return served(Buffer.alloc(60));
    };
    await cache.read('one', load);
    await cache.read('two', load);
    await cache.read('three', load); // 180 > 150: "one" goes
    await cache.read('three', load);
    await cache.read('two', load);
    expect(loads).toBe(3);
    await cache.read('one', load);
    expect(loads).toBe(4);
    cache.clear();
    await cache.read('two', load);
    expect(loads).toBe(5);
    const expiring = new MediaCache(0, 100, 1000);
    await expiring.read('x', load);
    await expiring.read('x', load);
    expect(loads).toBe(7);
  });

  it('keeps a missing image as missing, and not a failed read', async () => {
    const cache = new MediaCache();
    expect(await cache.read('none', async () => undefined)).toBeUndefined();
    await expect(cache.read('fails', () => Promise.reject(new Error('storage down')))).rejects.toThrow('storage down');
    expect(await cache.read('fails', async () => served(Buffer.from('back')))).toEqual({
      contentType: 'image/webp',
      bytes: Buffer.from('back'),
    });
  });
});
