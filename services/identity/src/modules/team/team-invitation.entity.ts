import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TeamRole } from '../users/user.entity.js';

/**
 * An invitation to join the team: single use, valid 7 days, resent with a new token (the old one dies) or
 * revoked. Only the SHA-256 of its token is stored.
 */
export const TeamInvitation = defineEntity({
  name: 'TeamInvitation',
  tableName: 'team_invitations',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    name: p.string(),
    role: p.string().$type<TeamRole>(),
    tokenHash: p.string(),
    invitedBy: p.uuid().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    expiresAt: p.datetime().columnType('timestamptz'),
    acceptedAt: p.datetime().columnType('timestamptz').nullable(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    resentAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type TeamInvitation = InferEntity<typeof TeamInvitation>;
