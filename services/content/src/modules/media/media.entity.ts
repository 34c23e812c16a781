import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An image the platform serves at /api/content/media/<name>, with its size in pixels. Never changed once stored. */
export const Media = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: {
    name: p.string().primary(),
    contentType: p.string(),
    bytes: p.blob(),
    width: p.integer(),
    height: p.integer(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type Media = InferEntity<typeof Media>;
