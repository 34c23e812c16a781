import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  AppError,
  badRequest,
  isKnownTimeZone,
  isTeamRole,
  recordEvent,
  type Orm,
  type OutboxRelay,
  type Principal,
} from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { Account } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import { User } from '../users/user.entity.js';
import { EmailChange } from './email-change.entity.js';

export type AccountView = Account;

export interface AccountDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: Pick<IdentityConfig, 'PUBLIC_ORIGIN'>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const accountGone = () =>
  new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');

export const currentPasswordWrong = () =>
  new AppError(400, 'IDENTITY_CURRENT_PASSWORD_WRONG', 'The current password is not right.', [
    { path: 'body/currentPassword', message: 'The current password is not right.' },
  ]);

/** The caller's account, read in `em`; a token whose account no longer exists is treated as an invalid one. */
export async function callerAccount(em: EntityManager, caller: Principal, lock = false): Promise<User> {
  const user = uuidPattern.test(caller.sub)
    ? await em.findOne(User, { id: caller.sub }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
    : null;
  if (!user) throw accountGone();
  return user;
}

/** The address of the account's e-mail change waiting for confirmation, if one is. */
async function pendingEmailOf(em: EntityManager, userId: string, now: Date): Promise<string | undefined> {
  const pending = await em.findOne(
    EmailChange,
    { userId, usedAt: null, replacedAt: null, expiresAt: { $gt: now } },
    { orderBy: { createdAt: 'desc' } },
  );
  return pending?.newEmail;
}

export async function accountView(em: EntityManager, user: User, now = new Date()): Promise<AccountView> {
  const pendingEmail = await pendingEmailOf(em, user.id, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    role: user.role,
    ...(pendingEmail && { pendingEmail }),
    ...(user.timeZone && { timeZone: user.timeZone }),
  };
}

/** The name a team member went by before choosing one: the e-mail's local part (the spec's rule). */
const formerName = (user: User) => user.name ?? (user.email.split('@')[0] || 'Team Member');

/**
 * Sets the caller's display name (trimmed). A team member's change is recorded
 * (`identity.team-member.renamed.v1`, for the audit log); a client's name is theirs alone. The name reaches
 * the other services in the access tokens issued from now on.
 */
export async function renameAccount(deps: AccountDeps, caller: Principal, name: string): Promise<AccountView> {
  const trimmed = name.trim();
  const view = await deps.orm.em.fork().transactional(async (em) => {
    const user = await callerAccount(em, caller, true);
    const before = formerName(user);
    if (user.name !== trimmed && isTeamRole(user.role)) {
      const now = new Date();
      recordEvent(em, 'identity', identityEvents.teamMemberRenamed, {
        // Whoever is signed in to rename themselves is active: a deactivated person's sessions are over.
        member: { userId: user.id, email: user.email, name: trimmed, role: user.role, status: 'active' },
        before,
        after: trimmed,
        renamedAt: now.toISOString(),
      });
    }
    user.name = trimmed;
    await em.flush();
    return accountView(em, user);
  });
  deps.relay.wake();
  return view;
}

const unknownTimeZone = () =>
  badRequest('IDENTITY_TIME_ZONE_UNKNOWN', 'That is not a known time zone.', [
    { path: 'body/timeZone', message: 'is not a known time zone' },
  ]);

/**
 * Sets the time zone the caller's times are shown and e-mailed in (null: the browser's). A change is recorded
 * (`identity.account.time-zone-changed.v1`) so that notifications writes the account's e-mails in it.
 */
export async function setAccountTimeZone(
  deps: AccountDeps,
  caller: Principal,
  timeZone: string | null,
  now = new Date(),
): Promise<AccountView> {
  if (timeZone !== null && !isKnownTimeZone(timeZone)) throw unknownTimeZone();
  const view = await deps.orm.em.fork().transactional(async (em) => {
    const user = await callerAccount(em, caller, true);
    if ((user.timeZone ?? null) !== timeZone) {
      recordEvent(em, 'identity', identityEvents.timeZoneChanged, {
        userId: user.id,
        ...(user.clientId && { clientId: user.clientId }),
        timeZone,
        changedAt: now.toISOString(),
      });
    }
    user.timeZone = timeZone;
    await em.flush();
    return accountView(em, user);
  });
  deps.relay.wake();
  return view;
}
