import { raw, type EntityManager } from '@mikro-orm/core';
import type { Orm, Principal } from '@agency/kit';
import type { User as UserView } from '@agency/contracts/openapi/identity';
import { normaliseEmail } from './email.js';
import { User } from './user.entity.js';

export type { UserView };

/** Looks an account up by e-mail, whatever its case (the unique index is on lower(email)). */
export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(email)')]: normaliseEmail(email) });
}

export function findUserById({ orm }: { orm: Orm }, id: string): Promise<User | null> {
  return orm.em.fork().findOne(User, { id });
}

export const toUserView = (user: User): UserView => ({
  id: user.id,
  email: user.email,
  role: user.role,
  ...(user.name && { name: user.name }),
  ...(user.timeZone && { timeZone: user.timeZone }),
});

/** What an account's access token says about it; `sessionId` is the session it is issued in. */
export const principalOf = (user: User, sessionId?: string): Principal => ({
  sub: user.id,
  email: user.email,
  role: user.role,
  ...(user.name && { name: user.name }),
  ...(user.clientId && { clientId: user.clientId }),
  ...(sessionId && { sid: sessionId }),
});
