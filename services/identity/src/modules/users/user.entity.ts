import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Role } from '@agency/kit';

export const roles = ['admin', 'client'] as const satisfies readonly Role[];

/** A team member (admin) or a client account; e-mails are stored normalised (see email.ts). */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    passwordHash: p.string(),
    role: p.string().$type<Role>(),
    /** The display name the person chose (Account page); null until they choose one. */
    name: p.string().nullable(),
    /** For a client: the onboarding client record the account is bound to. */
    clientId: p.uuid().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type User = InferEntity<typeof User>;
