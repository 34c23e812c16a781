import { randomUUID } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { testService } from '@agency/kit/testing';
import type { PostInput, SearchResults } from '@agency/contracts/openapi/content';
import { content, postInput, testImageHosts } from './support.js';

/** Each backend the search suite runs against; Meilisearch only where one is configured. */
export const meiliUrl = process.env.MEILI_URL;
export const searchBackends = [
  { name: 'PostgreSQL', env: {} as Record<string, string> },
  ...(meiliUrl
    ? [{ name: 'Meilisearch', env: { MEILI_URL: meiliUrl, ...(process.env.MEILI_KEY && { MEILI_KEY: process.env.MEILI_KEY }) } }]
    : []),
];

/** How soon a change to a post must show in search (the spec's "within a second"). */
export const VISIBLE_WITHIN_MS = 1000;

export interface PostFields {
  title: string;
  excerpt: string;
  content: string;
  slug?: string;
}

/**
 * The content service on fresh databases and streams, with its demo content unless told otherwise, and
 * the team's post editor driven through its API: each change commits with its event, which the relay
 * sends over NATS; the search sees it only through its consumer.
 */
export async function searchTestService(env: Record<string, string> = {}) {
  // The suite reads the index as it stands, some of it written around the service (a re-index called
  // directly): without the cache of answers, which search-cache.int.test.ts tests on its own.
  const t = await testService(content, { afterAll, env: { SEARCH_CACHE_TTL_MS: '0', IMAGE_HOSTS: testImageHosts, ...env } });
  const authorId = randomUUID();
  await t.sql("INSERT INTO team_members (id, name, role, active) VALUES (:authorId, 'Priya Raman', 'Content lead', true)", {
    authorId,
  });
  const inputs = new Map<string, PostInput>();

  async function editor(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<{ id: string } | undefined> {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: t.bearer.admin, ...(payload && { 'content-type': 'application/json' }) },
      ...(payload && { payload }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? undefined : (response.json() as { id: string });
  }

  const posts = {
    async create(fields: PostFields, published = false): Promise<string> {
      const input = postInput(authorId, { slug: `post-${randomUUID()}`, ...fields, published }) as PostInput;
      const { id } = (await editor('POST', '/admin/posts', input))!;
      inputs.set(id, input);
      return id;
    },
    async setPublished(id: string, published: boolean): Promise<void> {
      await editor('PUT', `/admin/posts/${id}/published`, { published });
      inputs.set(id, { ...inputs.get(id)!, published });
    },
    async edit(id: string, fields: Partial<PostFields>): Promise<void> {
      const input = { ...inputs.get(id)!, ...fields };
      inputs.set(id, input);
      await editor('PUT', `/admin/posts/${id}`, input);
    },
    async remove(id: string): Promise<void> {
      await editor('DELETE', `/admin/posts/${id}`);
    },
  };

  const search = (q: string, limit?: number) =>
    t.app.inject({ method: 'GET', url: '/search', query: { q, ...(limit !== undefined && { limit: String(limit) }) } });

  async function results(q: string, limit?: number): Promise<SearchResults['results']> {
    const response = await search(q, limit);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SearchResults).results;
  }

  /**
   * Polls the search until `accept` holds for what `q` finds, failing after `deadlineMs`; returns
   * how long it took, from the call.
   */
  async function until(
    q: string,
    accept: (found: SearchResults['results']) => boolean,
    deadlineMs = VISIBLE_WITHIN_MS,
  ): Promise<number> {
    const started = performance.now();
    let found: SearchResults['results'] = [];
    while (performance.now() - started <= deadlineMs) {
      found = await results(q);
      if (accept(found)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(
      `search for "${q}" did not reach the expected state within ${deadlineMs} ms; it found ${JSON.stringify(found)}`,
    );
  }

  return { ...t, posts, search, results, until };
}
