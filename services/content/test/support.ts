import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { DiskStorage } from '@agency/kit';
import { testService } from '@agency/kit/testing';
import { buildContentService } from '../src/app.js';
import { loadContentConfig } from '../src/config.js';

export const content = { name: 'content', build: buildContentService, loadConfig: loadContentConfig };

/** The key the test services sign document links with. */
export const documentLinkSecret = 'test-document-link-secret-0123456789abcdef';

export type Caller = 'anonymous' | 'client' | 'member' | 'admin';

/** The hosts the tests' https image addresses name (content refuses an image address at any other). */
export const testImageHosts =
  'https://images.example.com, https://cdn.example.com, https://logos.example.com, https://img.example.com';

/**
 * The content service on fresh databases and streams, without the demo content unless `seed` (so each test
 * sees only what it stores), and the calls its tests make.
 */
export async function contentTestService({ seed = false } = {}) {
  // Each test service stores its images in a folder of its own (the disk driver), removed afterwards.
  const storageDir = mkdtempSync(path.join(tmpdir(), 'content-storage-'));
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));
  const t = await testService(content, {
    afterAll,
    env: {
      STORAGE_DRIVER: 'disk',
      STORAGE_DIR: storageDir,
      SEED_DEMO_DATA: String(seed),
      DOCUMENT_LINK_SECRET: documentLinkSecret,
      PUBLIC_ORIGIN: 'https://maple.example',
      IMAGE_HOSTS: testImageHosts,
      // The scheduled publishing job scans once at start-up and then idles: its tests run its passes themselves.
      SCHEDULE_SCAN_MS: '60000',
    },
  });

  const headersOf = (caller: Caller): Record<string, string> =>
    caller === 'anonymous' ? {} : { authorization: t.bearer[caller] };

  /** A request as `caller` (the team by default); a payload goes as JSON. */
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, caller: Caller = 'admin') =>
    t.app.inject({
      method,
      url,
      headers: { ...headersOf(caller), ...(payload !== undefined && { 'content-type': 'application/json' }) },
      ...(payload !== undefined && { payload: JSON.stringify(payload) }),
    });

  async function addMember(name: string, { active = true, avatarUrl = null as string | null } = {}) {
    const id = randomUUID();
    await t.sql('INSERT INTO team_members (id, name, role, avatar_url, active) VALUES (:id, :name, :role, :avatarUrl, :active)', {
      id,
      name,
      role: 'Writer',
      avatarUrl,
      active,
    });
    return id;
  }

  async function addCategory(name: string, slug: string) {
    const id = randomUUID();
    await t.sql('INSERT INTO categories (id, name, slug) VALUES (:id, :name, :slug)', { id, name, slug });
    return id;
  }

  /** A tag, its slug made from the name as the editor's tags are. */
  async function addTag(name: string) {
    const id = randomUUID();
    await t.sql('INSERT INTO tags (id, name, slug) VALUES (:id, :name, :slug)', {
      id,
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
    });
    return id;
  }

  /** Stores an image in the media table, as the seed and uploads do. */
  const addMedia = (name: string, width: number, height: number, contentType = 'image/svg+xml', bytes = Buffer.from('<svg/>')) =>
    t.sql('INSERT INTO media (name, content_type, bytes, width, height) VALUES (:name, :contentType, :bytes, :width, :height)', {
      name,
      contentType,
      bytes,
      width,
      height,
    });

  const outbox = (postId?: string) =>
    t.sql<{ type: string; data: Record<string, unknown> }>(
      `SELECT type, envelope->'data' AS data FROM outbox_events
       ${postId ? "WHERE envelope->'data'->>'postId' = :postId" : ''} ORDER BY occurred_at, type`,
      postId ? { postId } : {},
    );

  const count = async (table: string) => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

  /** Every table the tests write, emptied, with the events. */
  const reset = () =>
    t.sql(
      'TRUNCATE posts, post_revisions, post_tags, post_seo_meta, categories, tags, team_members, partners, media, services, service_features, service_case_studies, service_testimonials, service_pricing_tiers, outbox_events CASCADE',
    );

  /** The bucket the service stores its images in, to look at what it wrote. */
  const storage = new DiskStorage(path.join(storageDir, 'media'));

  return { ...t, call, headersOf, storage, addMember, addCategory, addTag, addMedia, outbox, count, reset };
}

/** An editor's post, valid as it stands. */
export const postInput = (authorId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Five ways to win the map',
  slug: 'five-ways-to-win-the-map',
  authorId,
  coverImage: 'https://images.example.com/map.jpg',
  excerpt: 'How local shops get found on Google Maps.',
  content: '## Start here\n\nClaim your profile.',
  published: false,
  featured: false,
  ...overrides,
});
