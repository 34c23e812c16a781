import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A client's service agreement as it was sent: the exact text and its SHA-256, never rewritten, and the
 * electronic signature once given (who, when, from where, and the digest of the text they signed).
 */
export const Contract = defineEntity({
  name: 'Contract',
  tableName: 'contracts',
  properties: {
    id: p.uuid().primary(),
    clientId: p.uuid(),
    version: p.string(),
    text: p.text(),
    sha256: p.string(),
    envelopeId: p.string(),
    sentAt: p.datetime().columnType('timestamptz'),
    lastSentAt: p.datetime().columnType('timestamptz'),
    signerName: p.string().nullable(),
    signedAt: p.datetime().columnType('timestamptz').nullable(),
    signerIp: p.string().nullable(),
    signerUserAgent: p.string().nullable(),
    signedSha256: p.string().nullable(),
  },
});

export type Contract = InferEntity<typeof Contract>;
