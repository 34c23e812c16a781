import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A preview link to a post: only its token's hash is stored. */
export const PostPreviewLink = defineEntity({
  name: 'PostPreviewLink',
  tableName: 'post_preview_links',
  properties: {
    id: p.uuid().primary(),
    postId: p.uuid(),
    tokenHash: p.string(),
    createdAt: p.datetime().columnType('timestamptz'),
    expiresAt: p.datetime().columnType('timestamptz'),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    createdByUserId: p.uuid().nullable(),
    createdByName: p.string(),
  },
});

export type PostPreviewLink = InferEntity<typeof PostPreviewLink>;
