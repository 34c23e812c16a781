import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Role } from '@agency/kit';

export const roles = ['admin', 'member', 'client'] as const satisfies readonly Role[];

export type TeamRole = 'admin' | 'member';
export type AccountStatus = 'active' | 'deactivated';

/** A team member (admin or member) or a client account; e-mails are stored normalised (see email.ts). */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    passwordHash: p.string(),
    role: p.string().$type<Role>(),
    /** For a client: the onboarding client record the account is bound to. */
    clientId: p.uuid().nullable(),
    /** The display name (given when joining the team, changed on the Account page); null until one is chosen. */
    name: p.string().nullable(),
    /** The IANA time zone the account's times are shown and e-mailed in; null: the browser's. */
    timeZone: p.string().nullable(),
    /** A deactivated account cannot sign in (it is refused as a wrong password is). */
    status: p.string().$type<AccountStatus>().default('active'),
    lastSignInAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type User = InferEntity<typeof User>;
