/**
 * A preview link's page as whoever was given the link opens it: the gateway renders the draft (or a published
 * post's pending change) like its post page, with a Preview banner, and never keeps it: each token shows its own
 * post, a revoked link stops working at once although pages are kept for ten minutes, and every answer says
 * `private, no-store` and noindex, found or not. Real web build, real content service with its demo content.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { dropTestResources, generateKeys, serviceTestEnv, signTestToken, testNamespace } from '@agency/kit/testing';
import { startRegisteredService } from '../../tests/support/registered-service.js';
import { readPage, renderingGateway, requireWebBuild } from './page-html.js';

const namespace = testNamespace();
const keys = generateKeys();
const origin = 'https://www.maple-builders.example';
const admin = `Bearer ${signTestToken(keys, { sub: randomUUID(), email: 'editor@maplebuilders.ca', role: 'admin' })}`;

/** The demo drafts, each previewed through its own link. */
const drafts = [
  { slug: 'holiday-marketing-plan-edmonton-shops', title: 'A holiday marketing plan for Edmonton shops' },
  { slug: 'email-newsletters-and-casl', title: 'Email newsletters and Canada’s anti-spam law: the basics' },
];

let content: { url: string; close: () => Promise<void> };
let gateway: FastifyInstance;

const crawl = (url: string) => gateway.inject({ url, headers: { accept: 'text/html' } });

async function team(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  return gateway.inject({
    method,
    url: `/api/content${url}`,
    headers: { authorization: admin, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

function expectPrivate(response: LightMyRequestResponse) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
}

const links = new Map<string, { postId: string; linkId: string; path: string }>();

beforeAll(async () => {
  requireWebBuild();
  content = await startRegisteredService(
    'content',
    serviceTestEnv(namespace, 'content', keys, { SEED_DEMO_DATA: 'true', PUBLIC_ORIGIN: origin }),
  );
  gateway = await renderingGateway(namespace, {
    CONTENT_URL: content.url,
    PUBLIC_ORIGIN: origin,
    JWT_PUBLIC_KEY: keys.publicKey,
    // Rendered pages are kept for ten minutes: only never keeping a preview explains a revoke taking effect.
    PAGE_CACHE_TTL_MS: '600000',
  });
  const list = await team('GET', '/admin/posts?status=draft&limit=100');
  expect(list.statusCode, list.body).toBe(200);
  const posts = list.json<{ items: Array<{ id: string; slug: string }> }>().items;
  for (const draft of drafts) {
    const postId = posts.find((post) => post.slug === draft.slug)!.id;
    const made = await team('POST', `/admin/posts/${postId}/preview-links`, {});
    expect(made.statusCode, made.body).toBe(201);
    const { link, path } = made.json<{ link: { id: string }; path: string }>();
    links.set(draft.slug, { postId, linkId: link.id, path });
  }
});

afterAll(async () => {
  await gateway?.close();
  await content?.close();
  await dropTestResources(namespace);
});

describe('a preview link’s page', () => {
  it('renders each link’s own draft like its post page, under a Preview banner, kept out of search engines', async () => {
    for (const [index, draft] of drafts.entries()) {
      const { path } = links.get(draft.slug)!;
      const response = await crawl(path);
      expect(response.statusCode, path).toBe(200);
      expectPrivate(response);
      const page = readPage(response.body);
      expect(page.heading).toBe(draft.title);
      expect(page.rootText).toContain('Preview');
      expect(page.rootText).toContain('This post is not published yet');
      expect(page.meta('robots')).toBe('noindex');
      // Not the other link's post.
      expect(page.decoded).not.toContain(drafts[1 - index]!.title);
    }
  });

  it('stops showing the post as soon as the link is revoked, though it was just rendered', async () => {
    const [draft] = drafts;
    const { postId, linkId, path } = links.get(draft!.slug)!;
    expect((await crawl(path)).statusCode).toBe(200);
    expect((await team('DELETE', `/admin/posts/${postId}/preview-links/${linkId}`)).statusCode).toBe(204);

    const after = await crawl(path);
    expect(after.statusCode).toBe(404);
    expectPrivate(after);
    const page = readPage(after.body);
    expect(page.rootText).toContain('Post not found');
    expect(page.decoded).not.toContain(draft!.title);
    expect(page.meta('robots')).toBe('noindex');
    // The other link still works.
    expect((await crawl(links.get(drafts[1]!.slug)!.path)).statusCode).toBe(200);
  });

  it('answers a link that never existed with the same not-found page', async () => {
    const unknown = await crawl(`/blog/preview/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expectPrivate(unknown);
    expect(readPage(unknown.body).rootText).toContain('Post not found');
  });

  it('is not in the site map', async () => {
    for (const url of ['/sitemap', '/sitemap.xml']) {
      const response = await crawl(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('/blog/preview/');
    }
  });
});
