import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One refresh token of a sign-in session. Only its SHA-256 is stored. Every rotation revokes the
 * presented token and issues its successor in the same family, so a token that is presented again
 * after it was rotated gives itself away (see sessions.service.ts).
 */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    tokenHash: p.string(),
    familyId: p.uuid(),
    expiresAt: p.datetime().columnType('timestamptz'),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    replacedBy: p.uuid().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type RefreshToken = InferEntity<typeof RefreshToken>;
