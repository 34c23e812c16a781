import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An invitation: a code tied to one e-mail, good for one registration until it expires or is revoked. */
export const AccessCode = defineEntity({
  name: 'AccessCode',
  tableName: 'access_codes',
  properties: {
    id: p.uuid().primary(),
    clientId: p.uuid(),
    code: p.string(),
    clientEmail: p.string(),
    expiresAt: p.datetime().columnType('timestamptz'),
    issuedAt: p.datetime().columnType('timestamptz'),
    emailedAt: p.datetime().columnType('timestamptz').nullable(),
    redeemedAt: p.datetime().columnType('timestamptz').nullable(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type AccessCode = InferEntity<typeof AccessCode>;
