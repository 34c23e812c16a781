import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An access code onboarding issued, as identity knows it from `onboarding.client.invited.v1`. Identity
 * marks it redeemed when a client registers with it; onboarding learns that from
 * `identity.client-account.registered.v1`. A row with only its id and `revokedAt` is a code revoked before
 * its own event arrived.
 */
export const AccessCode = defineEntity({
  name: 'AccessCode',
  tableName: 'access_codes',
  properties: {
    id: p.uuid().primary(),
    /** `MB-` and 7 upper-case letters or digits without look-alikes (earlier: 6 upper-case letters or digits). */
    code: p.string().nullable(),
    clientId: p.uuid().nullable(),
    /** Lower-cased, as onboarding sends it. */
    email: p.string().nullable(),
    expiresAt: p.datetime().columnType('timestamptz').nullable(),
    invitedAt: p.datetime().columnType('timestamptz').nullable(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    redeemedAt: p.datetime().columnType('timestamptz').nullable(),
    redeemedBy: p.uuid().nullable(),
    updatedAt: p.datetime().columnType('timestamptz'),
  },
});

export type AccessCode = InferEntity<typeof AccessCode>;
