import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { searchTestService, VISIBLE_WITHIN_MS } from './search-support.js';

// The search suite reads the index without the cache (search-support.ts); here it is on, as in production,
// and a second replica on the same database keeps its answers for a whole second.
const ttlMs = 1000;
const t = await searchTestService({ SEARCH_CACHE_TTL_MS: '500' });
const other = await t.another({ SEARCH_CACHE_TTL_MS: String(ttlMs) });
afterAll(() => other.app.close());
await t.until('privacy', (found) => found.length > 0, 15_000);

const word = () =>
  `quokka${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
const found = async (app: typeof t.app, q: string) =>
  (await app.inject({ url: '/search', query: { q } })).json<{ results: Array<{ url: string }> }>().results.map((r) => r.url);

describe('the search answers each replica keeps for a moment', () => {
  it('are answered again from memory within the period, and read afresh after it', async () => {
    const slug = `cached-${word()}`;
    const term = slug.slice('cached-'.length);
    // A document put straight into the index: no event, so no replica is told of it.
    await t.sql(
      `INSERT INTO search_documents (id, type, title, description, body, url, checksum)
       VALUES (:id, 'page', :title, 'A page.', 'Body.', :url, 'x')`,
      { id: `page:/${slug}`, title: `Cached ${term}`, url: `/${slug}` },
    );
    expect(await found(other.app, term)).toEqual([`/${slug}`]);
    await t.sql('DELETE FROM search_documents WHERE id = :id', { id: `page:/${slug}` });
    const deletedAt = Date.now();
    // The replica that asked keeps its answer until the period is over, never after.
    expect(await found(other.app, term)).toEqual([`/${slug}`]);
    await expect.poll(() => found(other.app, term), { timeout: ttlMs + 2000, interval: 50 }).toEqual([]);
    expect(Date.now() - deletedAt).toBeLessThan(ttlMs + 500);
  });

  it('show a post change within a second on a replica keeping answers half a second, whatever it answered before', async () => {
    const term = word();
    expect(await found(t.app, term)).toEqual([]);
    expect(await found(other.app, term)).toEqual([]);
    const id = await t.posts.create({ title: `Spring ${term}`, excerpt: 'Cached search.', content: 'Body.' }, true);
    // Either replica's consumer may index it; each answers it within a second of the change.
    const waited = await Promise.all([
      t.until(term, (results) => results.length === 1),
      (async () => {
        const started = performance.now();
        await expect.poll(() => found(other.app, term), { timeout: VISIBLE_WITHIN_MS + ttlMs, interval: 20 }).toHaveLength(1);
        return performance.now() - started;
      })(),
    ]);
    console.info(`search cache: a published post found after ${waited.map((ms) => Math.round(ms)).join(' and ')} ms`);
    expect(id).toEqual(expect.any(String));
  });
});
