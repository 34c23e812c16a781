import { randomUUID } from 'node:crypto';
import { badRequest, queryRow, recordEvent, type Orm, type OutboxRelay, type UploadedFile } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import { imageSize } from './image-size.js';
import { Media } from './media.entity.js';
import { mediaUrl, type Image } from './images.js';

/** The file extension each stored media type gets (the contract's MediaFileName allows these). */
export const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

export interface StoredMedia {
  contentType: string;
  bytes: Buffer;
}

/** A stored image's bytes and type (a hot read: covers, avatars and logos on every page). */
export const findMedia = (orm: Orm, name: string): Promise<StoredMedia | undefined> =>
  queryRow<StoredMedia>(orm, 'SELECT content_type, bytes FROM media WHERE name = :name', { name });

/**
 * Stores an uploaded image (the kit has checked its size, declared type and first bytes) under a new name,
 * with the size its header gives, and records `content.image.uploaded.v1` in the same transaction. An image
 * whose header gives no size is refused.
 */
export async function storeUpload(deps: { orm: Orm; relay: OutboxRelay }, file: UploadedFile): Promise<Image> {
  const size = imageSize(file.mediaType, file.bytes);
  if (!size) {
    throw badRequest('CONTENT_IMAGE_UNREADABLE', 'The image’s size cannot be read from the file.', [
      { path: 'body/file', message: 'is not a readable image' },
    ]);
  }
  const name = `${randomUUID()}.${extensionOf[file.mediaType]}`;
  const image = { url: mediaUrl(name), ...size };
  await deps.orm.em.fork().transactional(async (em) => {
    const createdAt = new Date();
    em.create(Media, { name, contentType: file.mediaType, bytes: file.bytes, ...size, createdAt });
    await em.flush();
    recordEvent(em, 'content', contentEvents.imageUploaded, {
      imageId: name,
      ...image,
      contentType: file.mediaType,
      uploadedAt: createdAt.toISOString(),
    });
  });
  deps.relay.wake();
  return image;
}
