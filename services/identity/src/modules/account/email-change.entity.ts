import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A requested change of an account's e-mail, waiting for the new address to confirm it: only the SHA-256 of
 * the link's token is stored; it works once, for 24 hours, and stops working when a later request replaces it.
 */
export const EmailChange = defineEntity({
  name: 'EmailChange',
  tableName: 'email_changes',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    newEmail: p.string(),
    tokenHash: p.string(),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    replacedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type EmailChange = InferEntity<typeof EmailChange>;
