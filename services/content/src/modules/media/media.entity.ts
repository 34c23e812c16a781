import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A WebP the platform made from an upload: its width, height and length in bytes (stored under `variantKey`). */
export interface MediaVariant {
  width: number;
  height: number;
  bytes: number;
}

/**
 * An image the platform serves at /api/content/media/<name>, with its size in pixels. Never changed once stored.
 * Its bytes are in object storage under `storageKey`; a row from before that keeps them in `bytes` until the
 * start-up step moves them.
 */
export const Media = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: {
    name: p.string().primary(),
    contentType: p.string(),
    bytes: p.blob().nullable(),
    storageKey: p.string().nullable(),
    byteSize: p.integer().nullable(),
    variants: p.json<MediaVariant[]>(),
    width: p.integer(),
    height: p.integer(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type Media = InferEntity<typeof Media>;
