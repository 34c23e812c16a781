import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import {
  AppError,
  execute,
  notFound,
  queryRow,
  queryRows,
  recordEvent,
  type ObjectStorage,
  type Orm,
  type OutboxRelay,
  type Queryable,
  type UploadedFile,
} from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { MediaItem, MediaPage, MediaUse } from '@agency/contracts/openapi/content';
import { adminPage } from '../../record-admin.js';
import { isoTime } from '../../time.js';
import { Media, type MediaVariant } from './media.entity.js';
import { mediaUrl, mediaUrlPrefix, srcsetOf, type Image } from './images.js';
import { processUpload } from './variants.js';
import { slugOf } from '../../slugs.js';

/** The file extension each stored media type gets (the contract's MediaFileName allows these). */
export const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** Where an image's original is stored. */
export const originalKey = (name: string) => `media/${name}`;

/** Where its WebP copy `width` pixels wide is stored. */
export const variantKey = (name: string, width: number) => `media/${name.replace(/\.[a-z]+$/, '')}-${width}.webp`;

export interface MediaDeps {
  orm: Orm;
  relay: OutboxRelay;
  storage: ObjectStorage;
}

interface MediaRow {
  contentType: string;
  storageKey: string | null;
  bytes: Buffer | null;
  variants: MediaVariant[];
}

/** What the media route sends: the bytes (a row not yet moved to storage) or a stream from storage. */
export interface ServedMedia {
  contentType: string;
  size: number;
  body: Buffer | Readable;
}

/**
 * A stored image, or its WebP copy `width` wide (a hot read: covers, avatars and logos on every page): one
 * indexed row for where it is, then a stream from storage.
 */
export async function findMedia(
  deps: { orm: Orm; storage: ObjectStorage },
  name: string,
  width?: number,
): Promise<ServedMedia | undefined> {
  const row = await queryRow<MediaRow>(
    deps.orm,
    'SELECT content_type, storage_key, bytes, variants FROM media WHERE name = :name',
    {
      name,
    },
  );
  if (!row) return undefined;
  if (width !== undefined) {
    if (!row.variants.some((variant) => variant.width === width)) return undefined;
    const stored = await deps.storage.get(variantKey(name, width));
    return stored && { contentType: 'image/webp', size: stored.size, body: stored.body };
  }
  if (row.bytes) return { contentType: row.contentType, size: row.bytes.length, body: row.bytes };
  const stored = row.storageKey ? await deps.storage.get(row.storageKey) : undefined;
  return stored && { contentType: row.contentType, size: stored.size, body: stored.body };
}

/**
 * The name an upload is stored and served under: the uploaded file's own name as a slug (accents kept as their
 * plain letters, at most 60 characters), so the media library lists it as the team knows it, and 12 random hex
 * digits that keep two uploads of one file name apart. A name with no letter or digit is `image`.
 */
export function mediaNameOf(fileName: string, extension: string): string {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const base = slugOf(stem).slice(0, 60).replace(/-+$/, '') || 'image';
  return `${base}-${randomUUID().replaceAll('-', '').slice(0, 12)}.${extension}`;
}

/**
 * Stores an uploaded image under its file's name (`mediaNameOf`): checked by what it decodes as, its original kept without its
 * metadata and its WebP copies made, all written to storage first; then its row and `content.image.uploaded.v1`
 * in one transaction. If that fails, the objects written are removed again.
 */
export async function storeUpload(deps: MediaDeps, file: UploadedFile): Promise<Image> {
  const { original, variants } = await processUpload(file.mediaType, file.bytes);
  const name = mediaNameOf(file.filename, extensionOf[original.contentType]!);
  const written: string[] = [];
  const put = async (key: string, bytes: Buffer, contentType: string) => {
    written.push(key);
    await deps.storage.put(key, bytes, { contentType });
  };
  const recorded = variants.map(({ width, height, bytes }) => ({ width, height, bytes: bytes.length }));
  const image: Image = {
    url: mediaUrl(name),
    width: original.width,
    height: original.height,
    srcset: srcsetOf(name, recorded),
  };
  try {
    await put(originalKey(name), original.bytes, original.contentType);
    for (const variant of variants) await put(variantKey(name, variant.width), variant.bytes, variant.contentType);
    await deps.orm.em.fork().transactional(async (em) => {
      const createdAt = new Date();
      em.create(Media, {
        name,
        contentType: original.contentType,
        bytes: null,
        storageKey: originalKey(name),
        byteSize: original.bytes.length,
        variants: recorded,
        width: original.width,
        height: original.height,
        createdAt,
      });
      await em.flush();
      recordEvent(em, 'content', contentEvents.imageUploaded, {
        imageId: name,
        url: image.url,
        width: original.width,
        height: original.height,
        contentType: original.contentType,
        uploadedAt: createdAt.toISOString(),
      });
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
  deps.relay.wake();
  return image;
}

/** The advisory lock the start-up step takes for each batch, so replicas starting together take turns. */
const moveLock = 'content.media-to-storage';

/**
 * Copies the bytes of every image still kept in PostgreSQL into storage and clears them, `batchSize` rows per
 * transaction (rows locked, under an advisory lock): idempotent, safe for replicas starting together, and each
 * row reads the same before and after. Answers how many rows it moved.
 */
export async function moveMediaToStorage(deps: { orm: Orm; storage: ObjectStorage }, batchSize = 20): Promise<number> {
  let moved = 0;
  for (;;) {
    const count = await deps.orm.em.fork().transactional(async (em) => {
      await execute(em, 'SELECT pg_advisory_xact_lock(hashtext(:lock))', { lock: moveLock });
      const rows = await queryRows<{ name: string; contentType: string; bytes: Buffer }>(
        em,
        'SELECT name, content_type, bytes FROM media WHERE bytes IS NOT NULL ORDER BY name LIMIT :batchSize FOR UPDATE SKIP LOCKED',
        { batchSize },
      );
      for (const row of rows) {
        const key = originalKey(row.name);
        await deps.storage.put(key, row.bytes, { contentType: row.contentType });
        await execute(em, 'UPDATE media SET bytes = NULL, storage_key = :key, byte_size = :size WHERE name = :name', {
          key,
          size: row.bytes.length,
          name: row.name,
        });
      }
      return rows.length;
    });
    moved += count;
    if (count < batchSize) return moved;
  }
}

interface LibraryRow {
  name: string;
  contentType: MediaItem['contentType'];
  width: number;
  height: number;
  byteSize: number;
  variants: MediaVariant[];
  createdAt: Date | string;
}

interface UseRow extends MediaUse {
  name: string;
}

/** Whether the catalogue's testimonials have a photo column (added in another change of the same issue). */
async function testimonialPhotos(db: Queryable): Promise<boolean> {
  const found = await queryRow<{ found: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'service_testimonials' AND column_name = 'photo_url') AS found`,
  );
  return found?.found ?? false;
}

/**
 * Where each of `names` is shown: posts (cover, markdown body, the author's avatar copied onto them), partners'
 * logos, team members' avatars, case studies' covers and galleries, testimonials' photos. Over the columns
 * themselves, so a use added anywhere is found without an index of uses to keep.
 */
async function usesOf(db: Queryable, names: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(names.map((name) => [name, []]));
  if (names.length === 0) return uses;
  const photos = (await testimonialPhotos(db))
    ? `UNION ALL SELECT n.name, 'testimonial_photo', t.id, t.author_name FROM n JOIN service_testimonials t ON t.photo_url = n.url`
    : '';
  const rows = await queryRows<UseRow>(
    db,
    `WITH n AS (SELECT name, :prefix || name AS url FROM unnest(CAST(:names AS text[])) AS given(name))
     SELECT n.name, 'post_cover' AS kind, p.id, p.title AS label FROM n JOIN posts p ON p.cover_image = n.url
     UNION ALL SELECT n.name, 'post_body', p.id, p.title FROM n JOIN posts p ON strpos(p.content, n.url) > 0
     UNION ALL SELECT n.name, 'post_author_avatar', p.id, p.title FROM n JOIN posts p ON p.author_avatar = n.url
     UNION ALL SELECT n.name, 'partner_logo', x.id, x.name FROM n JOIN partners x ON x.logo_url = n.url
     UNION ALL SELECT n.name, 'team_member_avatar', m.id, m.name FROM n JOIN team_members m ON m.avatar_url = n.url
     UNION ALL SELECT n.name, 'case_study_cover', c.id, c.title FROM n JOIN service_case_studies c ON c.cover_image = n.url
     UNION ALL SELECT n.name, 'case_study_gallery', c.id, c.title FROM n JOIN service_case_studies c ON n.url = ANY (c.gallery_images)
     ${photos}
     ORDER BY 1, 2, 4`,
    { prefix: mediaUrlPrefix, names },
  );
  for (const { name, ...use } of rows) uses.get(name)?.push(use);
  return uses;
}

/** The media library: every stored image, newest first, searched by name and type, with its variants and uses. */
export async function listMedia(
  orm: Orm,
  query: { q?: string; type?: string; page: number; pageSize: number },
): Promise<MediaPage> {
  const page = await adminPage(
    orm,
    {
      columns: 'name, content_type, width, height, coalesce(byte_size, octet_length(bytes)) AS byte_size, variants, created_at',
      from: 'media',
      filters: { type: 'content_type = :type' },
      search: ['name'],
      orderBy: 'created_at DESC, name',
      toItem: (row: LibraryRow) => row,
    },
    { ...query, filter: { type: query.type } },
  );
  const uses = await usesOf(
    orm,
    page.items.map((row) => row.name),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      name: row.name,
      url: mediaUrl(row.name),
      contentType: row.contentType,
      width: row.width,
      height: row.height,
      bytes: row.byteSize,
      createdAt: isoTime(row.createdAt),
      srcset: srcsetOf(row.name, row.variants),
      variants: row.variants.map((variant) => ({ url: `${mediaUrl(row.name)}?w=${variant.width}`, ...variant })),
      usedBy: uses.get(row.name) ?? [],
    })),
  };
}

/**
 * Removes an image nothing shows (409 CONTENT_MEDIA_IN_USE naming each use otherwise): its row and
 * `content.image.deleted.v1` in one transaction, then its objects in storage.
 */
export async function deleteMedia(deps: MediaDeps, name: string): Promise<void> {
  const removed = await deps.orm.em.fork().transactional(async (em) => {
    const media = await em.findOne(Media, { name }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!media) throw notFound('CONTENT_MEDIA_NOT_FOUND', 'No such image.');
    // In the transaction, with the row locked: what shows the image now.
    const uses = (await usesOf(em, [name])).get(name) ?? [];
    if (uses.length > 0) {
      throw new AppError(
        409,
        'CONTENT_MEDIA_IN_USE',
        `This image is shown in ${uses.length} ${uses.length === 1 ? 'place' : 'places'}: replace it there first.`,
        uses.slice(0, 50).map((use) => ({ path: `uses/${use.kind}/${use.id}`, message: use.label })),
      );
    }
    recordEvent(em, 'content', contentEvents.imageDeleted, {
      imageId: name,
      url: mediaUrl(name),
      label: name,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
      bytes: media.byteSize ?? media.bytes?.length ?? null,
      deletedAt: new Date().toISOString(),
    });
    em.remove(media);
    return { storageKey: media.storageKey, variants: media.variants };
  });
  deps.relay.wake();
  const keys = [removed.storageKey, ...removed.variants.map((variant) => variantKey(name, variant.width))];
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => deps.storage.delete(key)));
}
