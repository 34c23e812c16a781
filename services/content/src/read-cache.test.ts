import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads once per key and period, and again once the period is over', async () => {
    const cache = new ReadCache(1000);
    const load = vi.fn(async () => 'posts');
    await Promise.all([cache.read('a', load), cache.read('a', load)]);
    expect(await cache.read('a', load)).toBe('posts');
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read('b', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets everything when cleared, and never keeps a failure', async () => {
    const cache = new ReadCache(1000);
    const load = vi.fn(async () => 'posts');
    await cache.read('a', load);
    cache.clear();
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => Promise.reject(new Error('database down')));
    await expect(cache.read('c', failing)).rejects.toThrow('database down');
    await expect(cache.read('c', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('reads every time when its period is 0, and starts afresh past its size', async () => {
    const off = new ReadCache(0);
    const load = vi.fn(async () => 1);
    await off.read('a', load);
    await off.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);

    const small = new ReadCache(1000, 2);
    const counted = vi.fn(async () => 1);
    await small.read('a', counted);
    await small.read('b', counted);
    await small.read('c', counted);
    await small.read('a', counted);
    expect(counted).toHaveBeenCalledTimes(4);
  });
});
