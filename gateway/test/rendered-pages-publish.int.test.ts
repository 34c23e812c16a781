/**
 * A post's life as two gateway replicas serve it: a draft answers 404; published, it is in the HTML;
 * edited, the HTML follows; renamed, its old address answers 301 to the new one (and back again);
 * unpublished or deleted, it is 404 again and gone from the blog and the site map. The replicas keep rendered pages for ten minutes, so only content's post events, over the
 * machine's real NATS, can explain a change; each delay from the editor's request to the HTML on each
 * replica is printed (the aim is within a second).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import {
  databaseUrlFor,
  dropTestResources,
  generateKeys,
  serviceTestEnv,
  signTestToken,
  testNamespace,
} from '@agency/kit/testing';
import { startRegisteredService } from '../../tests/support/registered-service.js';
import { decodeEntities, readPage, renderingGateway, requireWebBuild } from './page-html.js';

const namespace = testNamespace();
const keys = generateKeys();
const origin = 'https://www.maple-builders.example';
const admin = `Bearer ${signTestToken(keys, { sub: randomUUID(), email: 'editor@maplebuilders.ca', role: 'admin' })}`;
/** How long a change may take to reach both replicas before the test gives up (the aim is 1 s). */
const convergenceBoundMs = 5000;

const suffix = randomBytes(3).toString('hex');
const slug = `window-displays-that-stop-walkers-${suffix}`;
const postUrl = `/blog/${slug}`;
const title = `Window displays that stop Whyte Avenue walkers (${suffix})`;
const editedTitle = `Seasonal window displays for Whyte Avenue shops (${suffix})`;
const renamedSlug = `seasonal-shop-fronts-${suffix}`;
const renamedUrl = `/blog/${renamedSlug}`;
const phrase = 'Change the window every four weeks, and light it after dark.';

let content: { url: string; close: () => Promise<void> };
let contentDb: pg.Client;
const replicas: Array<{ name: string; app: FastifyInstance }> = [];
let postId: string;
let authorId: string;
const delays: string[] = [];

const crawl = (app: FastifyInstance, url: string) => app.inject({ url, headers: { accept: 'text/html' } });

/** The team's API, through the first replica as the editor's browser reaches it. */
async function editor(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  return replicas[0]!.app.inject({
    method,
    url: `/api/content${url}`,
    headers: { authorization: admin, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

const postInput = (overrides: Record<string, unknown> = {}) => ({
  title,
  slug,
  authorId,
  coverImage: '/api/content/media/cover-google-business-profile-checklist-edmonton.svg',
  excerpt: 'A shop window is the one advertisement every passer-by sees.',
  content: `## Why the window matters\n\n${phrase}\n`,
  published: false,
  featured: false,
  ...overrides,
});

const isPostPage = (expectedTitle: string) => (response: LightMyRequestResponse) =>
  response.statusCode === 200 && readPage(response.body).rootText.includes(expectedTitle);

const isPostMissing = (response: LightMyRequestResponse) =>
  response.statusCode === 404 && readPage(response.body).rootText.includes('Post not found');

/** A 301 to `location`, which browsers must ask about again (a post may be renamed back). */
const isMovedTo = (location: string) => (response: LightMyRequestResponse) =>
  response.statusCode === 301 && response.headers.location === location && response.headers['cache-control'] === 'no-cache';

/**
 * Makes a change through the API, then requests `url` (the post's) on every replica until `seen` holds,
 * and records how long after the change was sent the API answered and each replica first served the
 * new page. Fails when a replica has not within the bound.
 */
async function changeAndWait(
  change: string,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  seen: (response: LightMyRequestResponse) => boolean,
  url = postUrl,
): Promise<void> {
  const since = performance.now();
  const answer = await request();
  expect(answer.statusCode, `${change}: ${answer.body}`).toBe(status);
  const answered = performance.now() - since;
  const times = await Promise.all(
    replicas.map(async ({ name, app }) => {
      for (;;) {
        const response = await crawl(app, url);
        const elapsed = performance.now() - since;
        if (seen(response)) return `${name} ${elapsed.toFixed(0)} ms`;
        if (elapsed > convergenceBoundMs) {
          throw new Error(
            `${change}: replica ${name} still answers ${response.statusCode} for ${url} after ${convergenceBoundMs} ms`,
          );
        }
        await sleep(10);
      }
    }),
  );
  delays.push(`${change}: API answered ${answered.toFixed(0)} ms, HTML on ${times.join(', ')}`);
}

/** What each replica's blog, site map and sitemap.xml say, decoded, keyed by replica and path. */
async function listings(): Promise<Array<{ where: string; text: string }>> {
  const seen = [];
  for (const { name, app } of replicas) {
    for (const url of ['/blog', '/sitemap', '/sitemap.xml']) {
      const response = await crawl(app, url);
      expect(response.statusCode, `${name} ${url}`).toBe(200);
      seen.push({ where: `${name} ${url}`, text: decodeEntities(response.body) });
    }
  }
  return seen;
}

beforeAll(async () => {
  requireWebBuild();
  content = await startRegisteredService(
    'content',
    // Without content's own short read cache, a replica that rendered anew would show a change at once:
    // what the replicas serve then comes from their page cache or from a fresh render, nothing else.
    serviceTestEnv(namespace, 'content', keys, { SEED_DEMO_DATA: 'true', PUBLIC_ORIGIN: origin, READ_CACHE_TTL_MS: '0' }),
  );
  contentDb = new pg.Client({ connectionString: databaseUrlFor(namespace, 'content') });
  await contentDb.connect();
  for (const name of ['A', 'B']) {
    const app = await renderingGateway(namespace, {
      CONTENT_URL: content.url,
      PUBLIC_ORIGIN: origin,
      JWT_PUBLIC_KEY: keys.publicKey,
      PAGE_CACHE_TTL_MS: '600000',
    });
    replicas.push({ name, app });
  }
  // A running replica has rendered posts before: the first one loads the renderer's markdown code,
  // which would otherwise be counted in the first publish's delay.
  for (const { app } of replicas) {
    expect((await crawl(app, '/blog/google-business-profile-checklist-edmonton')).statusCode).toBe(200);
  }
  const team = await editor('GET', '/team-members');
  expect(team.statusCode).toBe(200);
  authorId = (team.json() as Array<{ id: string }>)[0]!.id;
});

afterAll(async () => {
  if (delays.length > 0)
    console.log(
      `post changes as the two replicas served them (page cache 10 min; times from the API request):\n  ${delays.join('\n  ')}`,
    );
  for (const { app } of replicas) await app.close();
  await contentDb?.end();
  await content?.close();
  await dropTestResources(namespace);
});

describe('a post from draft to deleted, on two replicas', () => {
  it('a draft answers 404 on both replicas and is on no list', async () => {
    const created = await editor('POST', '/admin/posts', postInput());
    expect(created.statusCode).toBe(201);
    postId = (created.json() as { id: string }).id;

    for (const { name, app } of replicas) {
      const response = await crawl(app, postUrl);
      expect(isPostMissing(response), name).toBe(true);
      expect(decodeEntities(response.body)).not.toContain(title);
    }
    // Both replicas now keep these pages: the 404 and lists without the post.
    for (const { where, text } of await listings()) {
      expect(text, where).not.toContain(title);
      expect(text, where).not.toContain(slug);
    }
  });

  it('published, it is in the HTML of both replicas, with its tags and structured data', async () => {
    await changeAndWait(
      'publish',
      () => editor('PUT', `/admin/posts/${postId}/published`, { published: true }),
      200,
      isPostPage(title),
    );

    for (const { name, app } of replicas) {
      const page = readPage((await crawl(app, postUrl)).body);
      expect(page.title, name).toBe(`${title} | Maple Builders`);
      expect(page.links('canonical')).toEqual([`${origin}${postUrl}`]);
      expect(page.meta('og:type')).toBe('article');
      expect(page.structuredData.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({ headline: title });
      expect(page.rootText).toContain(phrase);
    }
    // The event cleared every page of a replica, not only the post's: its lists now name it too.
    for (const { where, text } of await listings()) {
      expect(text, where).toContain(`${slug}`);
      if (!where.endsWith('.xml')) expect(text, where).toContain(title);
    }
  });

  it('keeps serving the page it rendered while no event says the post changed', async () => {
    // Behind the service's back: no event, so the replicas have no reason to render the post again.
    await contentDb.query('UPDATE posts SET title = $1 WHERE id = $2', [`Changed without an event (${suffix})`, postId]);
    for (const { name, app } of replicas) {
      const response = await crawl(app, postUrl);
      expect(readPage(response.body).rootText, name).toContain(title);
      expect(response.body, name).not.toContain('Changed without an event');
    }
  });

  it('edited, the new title reaches both replicas', async () => {
    await changeAndWait(
      'update',
      () => editor('PUT', `/admin/posts/${postId}`, postInput({ title: editedTitle, published: true })),
      200,
      isPostPage(editedTitle),
    );
    for (const { name, app } of replicas) {
      const body = decodeEntities((await crawl(app, postUrl)).body);
      expect(body, name).not.toContain(title);
      expect(body, name).not.toContain('Changed without an event');
    }
  });

  it('renamed, its old address answers 301 to the new one on both replicas, and the lists name only the new one', async () => {
    // Both replicas hold the old address's page (rendered above, kept for ten minutes): the event clears it.
    await changeAndWait(
      'rename',
      () => editor('PUT', `/admin/posts/${postId}`, postInput({ title: editedTitle, slug: renamedSlug, published: true })),
      200,
      isMovedTo(renamedUrl),
    );
    for (const { name, app } of replicas) {
      const moved = await crawl(app, postUrl);
      expect(moved.body, name).toBe('');
      expect(isMovedTo(`${renamedUrl}?utm_source=newsletter`)(await crawl(app, `${postUrl}?utm_source=newsletter`)), name).toBe(
        true,
      );
      const page = readPage((await crawl(app, renamedUrl)).body);
      expect(page.rootText, name).toContain(editedTitle);
      expect(page.links('canonical'), name).toEqual([`${origin}${renamedUrl}`]);
    }
    for (const { where, text } of await listings()) {
      expect(text, where).toContain(renamedSlug);
      expect(text, where).not.toContain(slug);
    }
  });

  it('renamed back, its first address is the post again and the second one leads there', async () => {
    await changeAndWait(
      'rename back',
      () => editor('PUT', `/admin/posts/${postId}`, postInput({ title: editedTitle, published: true })),
      200,
      isPostPage(editedTitle),
    );
    for (const { name, app } of replicas) {
      expect(isMovedTo(postUrl)(await crawl(app, renamedUrl)), name).toBe(true);
    }
    for (const { where, text } of await listings()) {
      expect(text, where).toContain(slug);
      expect(text, where).not.toContain(renamedSlug);
    }
  });

  it('unpublished, it answers 404 on both replicas and leaves the blog and the site map', async () => {
    await changeAndWait(
      'unpublish',
      () => editor('PUT', `/admin/posts/${postId}/published`, { published: false }),
      200,
      isPostMissing,
    );
    for (const { name, app } of replicas) {
      expect(decodeEntities((await crawl(app, postUrl)).body), name).not.toContain(editedTitle);
    }
    for (const { where, text } of await listings()) {
      expect(text, where).not.toContain(editedTitle);
      expect(text, where).not.toContain(slug);
    }
  });

  it('published again and then deleted, it is 404 on both replicas and stays so', async () => {
    await changeAndWait(
      'publish again',
      () => editor('PUT', `/admin/posts/${postId}/published`, { published: true }),
      200,
      isPostPage(editedTitle),
    );
    await changeAndWait('delete', () => editor('DELETE', `/admin/posts/${postId}`), 204, isPostMissing);

    for (const { where, text } of await listings()) {
      expect(text, where).not.toContain(editedTitle);
      expect(text, where).not.toContain(slug);
    }
    for (const { name, app } of replicas) {
      for (const encoding of ['identity', 'br']) {
        const response = await app.inject({ url: postUrl, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, `${name} ${encoding}`).toBe(404);
      }
      const response = await crawl(app, postUrl);
      expect(isPostMissing(response), name).toBe(true);
      expect(decodeEntities(response.body), name).not.toContain(editedTitle);
    }
    expect((await editor('GET', `/admin/posts/${postId}`)).statusCode).toBe(404);
  });
});
