import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageCache, type CachedPage } from './page-cache.js';

const page = (html: string, status = 200): CachedPage => ({ status, html });

/** A render the test finishes when it chooses, counting how often it was started. */
function heldRender(html: string) {
  let finish!: (page: CachedPage) => void;
  let fail!: (error: Error) => void;
  const render = vi.fn(
    () =>
      new Promise<CachedPage>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { render, finish: () => finish(page(html)), fail: (error: Error) => fail(error) };
}

/** A render that answers at once with `html` and counts its calls. */
const instantRender = (html: string) => vi.fn(async () => page(html));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PageCache', () => {
  it('renders a URL once for requests that arrive while it renders, and serves the page after', async () => {
    const cache = new PageCache(60_000, 10);
    const held = heldRender('<p>blog</p>');
    const first = cache.get('/blog', held.render);
    const second = cache.get('/blog', held.render);
    held.finish();
    expect(await first).toEqual(page('<p>blog</p>'));
    expect(await second).toBe(await first);
    expect(await cache.get('/blog', held.render)).toBe(await first);
    expect(held.render).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it('keeps each URL apart, the query included', async () => {
    const cache = new PageCache(60_000, 10);
    const blog = instantRender('blog');
    const filtered = instantRender('filtered');
    expect((await cache.get('/blog', blog)).html).toBe('blog');
    expect((await cache.get('/blog?category=seo', filtered)).html).toBe('filtered');
    expect(blog).toHaveBeenCalledTimes(1);
    expect(filtered).toHaveBeenCalledTimes(1);
  });

  it('renders a page again once its lifetime is over', async () => {
    const cache = new PageCache(1000, 10);
    const render = instantRender('about');
    await cache.get('/about', render);
    vi.advanceTimersByTime(999);
    await cache.get('/about', render);
    expect(render).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.get('/about', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when its lifetime is zero', async () => {
    const cache = new PageCache(0, 10);
    const render = instantRender('about');
    await cache.get('/about', render);
    await cache.get('/about', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of pages, letting the oldest go first', async () => {
    const cache = new PageCache(60_000, 2);
    const renders = { a: instantRender('a'), b: instantRender('b'), c: instantRender('c') };
    await cache.get('/a', renders.a);
    vi.advanceTimersByTime(10);
    await cache.get('/b', renders.b);
    vi.advanceTimersByTime(10);
    await cache.get('/c', renders.c);
    expect(cache.size).toBe(2);

    await cache.get('/b', renders.b);
    await cache.get('/c', renders.c);
    expect(renders.b).toHaveBeenCalledTimes(1);
    expect(renders.c).toHaveBeenCalledTimes(1);
    // /a was the oldest: rendered again, it pushes out /b, now the oldest.
    await cache.get('/a', renders.a);
    expect(renders.a).toHaveBeenCalledTimes(2);
    await cache.get('/c', renders.c);
    expect(renders.c).toHaveBeenCalledTimes(1);
    await cache.get('/b', renders.b);
    expect(renders.b).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(2);
  });

  it('keeps no failed render: those waiting get the error, and the next request renders again', async () => {
    const cache = new PageCache(60_000, 10);
    const held = heldRender('never');
    const first = cache.get('/blog/post', held.render);
    const second = cache.get('/blog/post', held.render);
    held.fail(new Error('content unavailable'));
    await expect(first).rejects.toThrow('content unavailable');
    await expect(second).rejects.toThrow('content unavailable');
    expect(cache.size).toBe(0);

    const render = instantRender('post');
    expect((await cache.get('/blog/post', render)).html).toBe('post');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets every page on clear()', async () => {
    const cache = new PageCache(60_000, 10);
    const render = instantRender('blog');
    await cache.get('/blog', render);
    await cache.get('/sitemap', render);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get('/blog', render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('hands a render that started before clear() to those waiting for it, but never keeps it', async () => {
    const cache = new PageCache(60_000, 10);
    const before = heldRender('before the change');
    const waiting = cache.get('/blog', before.render);
    cache.clear();

    // A request after the change does not wait for the render that may predate it.
    const after = heldRender('after the change');
    const fresh = cache.get('/blog', after.render);
    expect(after.render).toHaveBeenCalledTimes(1);

    before.finish();
    expect((await waiting).html).toBe('before the change');
    after.finish();
    expect((await fresh).html).toBe('after the change');

    const next = instantRender('unused');
    expect((await cache.get('/blog', next)).html).toBe('after the change');
    expect(next).not.toHaveBeenCalled();
  });

  it('does not keep a render that finishes after clear() even when nothing rendered since', async () => {
    const cache = new PageCache(60_000, 10);
    const before = heldRender('stale');
    const waiting = cache.get('/blog/post', before.render);
    cache.clear();
    before.finish();
    expect((await waiting).html).toBe('stale');
    expect(cache.size).toBe(0);

    const render = instantRender('current');
    expect((await cache.get('/blog/post', render)).html).toBe('current');
    expect(render).toHaveBeenCalledTimes(1);
  });
});
