import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One password-reset link: only the SHA-256 of its token is stored; it works once, for 60 minutes. */
export const PasswordResetToken = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    tokenHash: p.string(),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type PasswordResetToken = InferEntity<typeof PasswordResetToken>;
