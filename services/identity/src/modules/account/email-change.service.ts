import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { actingAs, AppError, recordEvent, type Principal } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import { normaliseEmail } from '../users/email.js';
import { verifyPassword } from '../users/passwords.js';
import { User } from '../users/user.entity.js';
import { findUserByEmail, principalOf } from '../users/users.service.js';
import { accountView, callerAccount, currentPasswordWrong, type AccountDeps, type AccountView } from './account.service.js';
import { EmailChange } from './email-change.entity.js';
import type { EmailChangeLimits } from './email-change-limits.js';
import {
  confirmUrlFor,
  EMAIL_CHANGE_TTL_MS,
  hashEmailChangeToken,
  isWellFormedEmailChangeToken,
  newEmailChangeToken,
} from './email-change-links.js';

const emailTaken = () =>
  new AppError(409, 'IDENTITY_EMAIL_TAKEN', 'An account with this email already exists.', [
    { path: 'body/newEmail', message: 'An account with this email already exists.' },
  ]);

const emailUnchanged = () =>
  new AppError(400, 'IDENTITY_EMAIL_UNCHANGED', 'This is already your email.', [
    { path: 'body/newEmail', message: 'This is already your email.' },
  ]);

const linkInvalid = () => new AppError(400, 'IDENTITY_EMAIL_CHANGE_INVALID', 'This confirmation link is not valid.');
const linkUsed = () => new AppError(410, 'IDENTITY_EMAIL_CHANGE_USED', 'This confirmation link has been used already.');
const linkExpired = () =>
  new AppError(410, 'IDENTITY_EMAIL_CHANGE_EXPIRED', 'This confirmation link has expired. Ask for the change again.');

/**
 * Asks to move the caller's account to `newEmail`, proved by the current password, within the e-mail change
 * limits (each request mails the address asked for): any earlier pending change stops working, a new
 * single-use link (24 hours, stored as its SHA-256) is made, and `identity.account.email-change-requested.v1`
 * carries it to notifications, which mails it to the new address and a notice without it to the current one.
 * An address another account has is answered the same, so the answer tells nobody who is registered; the address
 * is then told it already has an account instead (`identity.account.email-change-address-taken.v1`), and no link
 * exists. The address must have no account again at confirmation.
 */
export async function requestEmailChange(
  deps: AccountDeps & { emailChangeLimits: EmailChangeLimits },
  caller: Principal,
  request: { newEmail: string; currentPassword: string },
  now = new Date(),
): Promise<AccountView> {
  const newEmail = normaliseEmail(request.newEmail);
  const giveBack = await deps.emailChangeLimits.count(caller.sub, newEmail);
  let view: AccountView;
  try {
    view = await deps.orm.em.fork().transactional(async (em) => {
      const user = await callerAccount(em, caller, true);
      if (!(await verifyPassword(user.passwordHash, request.currentPassword))) throw currentPasswordWrong();
      if (newEmail === user.email) throw emailUnchanged();
      const addressTaken = (await findUserByEmail(em, newEmail)) !== null;
      await startEmailChange(em, deps.config.PUBLIC_ORIGIN, user, newEmail, now, addressTaken);
      await em.flush();
      return accountView(em, user, now);
    });
  } catch (error) {
    // Nothing was mailed: the request does not count against the limits. The refusal is the answer, even when
    // the limits cannot be given back (the count then simply stands until its window ends).
    await giveBack().catch(() => undefined);
    throw error;
  }
  deps.relay.wake();
  return view;
}

/**
 * Starts a change of `user`'s e-mail to `newEmail` (checked by the caller: another address): earlier pending
 * changes stop working, a new single-use link is stored as its SHA-256, and
 * `identity.account.email-change-requested.v1` carries the link to notifications. For an address another account
 * has (`addressTaken`), the change is kept pending all the same, so the account looks as after any request, but
 * its link goes nowhere: `identity.account.email-change-address-taken.v1` has notifications tell the address.
 */
export async function startEmailChange(
  em: EntityManager,
  origin: string,
  user: User,
  newEmail: string,
  now: Date,
  addressTaken = false,
): Promise<void> {
  await em.nativeUpdate(EmailChange, { userId: user.id, usedAt: null, replacedAt: null }, { replacedAt: now });
  const token = newEmailChangeToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  em.create(EmailChange, {
    id: randomUUID(),
    userId: user.id,
    newEmail,
    tokenHash: hashEmailChangeToken(token),
    expiresAt,
    usedAt: null,
    replacedAt: null,
    createdAt: now,
  });
  if (addressTaken) {
    recordEvent(em, 'identity', identityEvents.emailChangeAddressTaken, {
      userId: user.id,
      email: user.email,
      newEmail,
      requestedAt: now.toISOString(),
    });
    return;
  }
  recordEvent(em, 'identity', identityEvents.emailChangeRequested, {
    userId: user.id,
    email: user.email,
    newEmail,
    confirmUrl: confirmUrlFor(origin, token),
    expiresAt: expiresAt.toISOString(),
    requestedAt: now.toISOString(),
  });
}

/**
 * Confirms a change with the token from the link: the token's row is locked and checked (known, unused, not
 * replaced, unexpired), the account's e-mail replaced and `identity.account.email-changed.v1` recorded, in one
 * transaction. Sessions go on: their next access token carries the new address. Whoever opened the link holds
 * the new mailbox and was sent it by the account, so the account is the event's actor.
 */
export async function confirmEmailChange(deps: Pick<AccountDeps, 'orm' | 'relay'>, token: string): Promise<{ email: string }> {
  if (!isWellFormedEmailChangeToken(token)) throw linkInvalid();
  let changed: { email: string };
  try {
    changed = await deps.orm.em.fork().transactional(async (em) => {
      const now = new Date();
      const change = await em.findOne(
        EmailChange,
        { tokenHash: hashEmailChangeToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!change) throw linkInvalid();
      if (change.usedAt) throw linkUsed();
      if (change.replacedAt || change.expiresAt.getTime() <= now.getTime()) throw linkExpired();
      const user = await em.findOne(User, { id: change.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw linkInvalid();
      const other = await findUserByEmail(em, change.newEmail);
      if (other && other.id !== user.id) throw emailTaken();
      const before = user.email;
      user.email = change.newEmail;
      change.usedAt = now;
      await em.flush();
      await actingAs(principalOf(user), () =>
        recordEvent(em, 'identity', identityEvents.emailChanged, {
          userId: user.id,
          ...(user.clientId && { clientId: user.clientId }),
          before,
          after: change.newEmail,
          changedAt: now.toISOString(),
        }),
      );
      return { email: user.email };
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique e-mail index decides.
    if (error instanceof UniqueConstraintViolationException && /users_email_lower/.test(error.message)) throw emailTaken();
    throw error;
  }
  deps.relay.wake();
  return changed;
}
