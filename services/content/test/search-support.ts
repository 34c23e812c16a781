import { randomUUID } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { recordEvent } from '@agency/kit';
import { testService } from '@agency/kit/testing';
import { contentEvents } from '@agency/contracts';
import type { components } from '@agency/contracts/openapi/content';
import { buildContentService } from '../src/app.js';
import { loadContentConfig } from '../src/config.js';
import { Post } from '../src/modules/posts/post.entity.js';

export const content = { name: 'content', build: buildContentService, loadConfig: loadContentConfig };

type SearchResults = components['schemas']['SearchResults'];

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
 * The content service on fresh databases and streams (no demo data), and the post changes the
 * search follows, each written with its event in one transaction and relayed over NATS as the
 * editor's are; the search sees them only through its consumer.
 */
export async function searchTestService(env: Record<string, string> = {}) {
  const t = await testService(content, { afterAll, env: { SEED_DEMO_DATA: 'false', ...env } });
  const { orm, relay } = t.service.context;
  const facts = (post: Post) => ({
    postId: post.id,
    slug: post.slug,
    title: post.title,
    published: post.published,
    occurredBy: null,
  });

  /** Runs a change to one post in a transaction, then wakes the relay, as the editor's handlers do. */
  async function change(work: (em: Parameters<Parameters<typeof orm.em.transactional>[0]>[0]) => Promise<void>) {
    await orm.em.fork().transactional(work);
    relay.wake();
  }

  const posts = {
    async create(fields: PostFields, published = false): Promise<string> {
      const id = randomUUID();
      const now = new Date();
      await change(async (em) => {
        const post = em.create(Post, {
          id,
          title: fields.title,
          slug: fields.slug ?? `post-${id}`,
          excerpt: fields.excerpt,
          content: fields.content,
          coverImage: 'https://images.example.com/cover.jpg',
          authorId: null,
          authorName: 'Priya Raman',
          authorAvatar: null,
          published,
          featured: false,
          categoryId: null,
          createdAt: now,
          updatedAt: now,
          publishedAt: published ? now : null,
        });
        recordEvent(em, 'content', contentEvents.postCreated, facts(post));
        if (published)
          recordEvent(em, 'content', contentEvents.postPublished, { ...facts(post), publishedAt: now.toISOString() });
      });
      return id;
    },
    async setPublished(id: string, published: boolean): Promise<void> {
      await change(async (em) => {
        const post = await em.findOneOrFail(Post, { id });
        post.published = published;
        post.publishedAt ??= new Date();
        post.updatedAt = new Date();
        if (published)
          recordEvent(em, 'content', contentEvents.postPublished, {
            ...facts(post),
            publishedAt: post.publishedAt.toISOString(),
          });
        else recordEvent(em, 'content', contentEvents.postUnpublished, facts(post));
      });
    },
    async edit(id: string, fields: Partial<PostFields>): Promise<void> {
      await change(async (em) => {
        const post = await em.findOneOrFail(Post, { id });
        const previousSlug = post.slug;
        Object.assign(post, fields, { updatedAt: new Date() });
        recordEvent(em, 'content', contentEvents.postUpdated, {
          ...facts(post),
          previousSlug: previousSlug === post.slug ? null : previousSlug,
        });
      });
    },
    async remove(id: string): Promise<void> {
      await change(async (em) => {
        const post = await em.findOneOrFail(Post, { id });
        recordEvent(em, 'content', contentEvents.postDeleted, facts(post));
        em.remove(post);
      });
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
