import { LockMode } from '@mikro-orm/core';
import { actingAs, AppError, faultPoint, fixedWindowCounter, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { operations } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import { signInAttemptsKey } from '../auth/sign-in-limits.js';
import { endSessions } from '../sessions/sessions.service.js';
import { hashPassword } from '../users/passwords.js';
import { User } from '../users/user.entity.js';
import { findUserByEmail, principalOf } from '../users/users.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { hashResetToken, issueResetLink } from './reset-links.js';

export type ConfirmPasswordResetRequest = operations['confirmPasswordReset']['requestBody']['content']['application/json'];

export interface PasswordResetDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: Pick<IdentityConfig, 'PUBLIC_ORIGIN'>;
}

const isWellFormedResetToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const resetTokenInvalid = () => new AppError(400, 'IDENTITY_RESET_TOKEN_INVALID', 'This reset link is invalid or has expired.');

/**
 * For an address with an account: a new single-use token, stored as its SHA-256, and
 * `identity.password-reset.requested.v1` with the link, in one transaction. For any other address, nothing.
 * The caller answers the same either way.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
  const em = deps.orm.em.fork();
  const user = await findUserByEmail(em, email);
  if (!user) return;
  const requestedAt = new Date();
  await em.transactional(async (tx) => {
    const { resetUrl, expiresAt } = await issueResetLink(tx, deps.config.PUBLIC_ORIGIN, user.id, requestedAt);
    recordEvent(tx, 'identity', identityEvents.passwordResetRequested, {
      userId: user.id,
      email: user.email,
      resetUrl,
      expiresAt: expiresAt.toISOString(),
      requestedAt: requestedAt.toISOString(),
    });
  });
  faultPoint('outbox:after-commit');
  deps.relay.wake();
}

/**
 * Sets a new password with a reset token, in one transaction: the token's row is locked and checked
 * (known, unused, unexpired), the password replaced, every reset token of the account used up and every
 * session of the account ended (its refresh tokens revoked, and `identity.sessions.ended.v1` recorded, so its
 * access tokens stop working everywhere and its sockets close), so each must sign in again, and the account's
 * failed sign-ins from `address` (where the link was opened) cleared, so a lock-out they caused there ends
 * with the new password. Failures from other addresses keep counting. The account is the event's actor:
 * whoever holds the link holds its mailbox.
 */
export async function confirmPasswordReset(
  deps: Pick<PasswordResetDeps, 'orm' | 'relay'>,
  request: ConfirmPasswordResetRequest,
  address: string,
): Promise<void> {
  if (!isWellFormedResetToken(request.token)) throw resetTokenInvalid();
  const passwordHash = await hashPassword(request.password);
  const ended = await deps.orm.em.fork().transactional(async (em) => {
    const now = new Date();
    const reset = await em.findOne(
      PasswordResetToken,
      { tokenHash: hashResetToken(request.token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!reset || reset.usedAt !== null || reset.expiresAt.getTime() <= now.getTime()) throw resetTokenInvalid();
    const user = await em.findOne(User, { id: reset.userId });
    if (!user) throw resetTokenInvalid();
    user.passwordHash = passwordHash;
    reset.usedAt = now;
    await em.nativeUpdate(PasswordResetToken, { userId: user.id, usedAt: null, id: { $ne: reset.id } }, { usedAt: now });
    const sessionsEnded = await actingAs(principalOf(user), () => endSessions(em, user.id, 'password-reset', now));
    // Whoever holds the reset link holds the mailbox: the failed sign-ins that locked them out here are forgotten.
    await fixedWindowCounter(em).clear(signInAttemptsKey(user.email, address));
    return sessionsEnded;
  });
  await deps.relay.publishNow([ended]);
}
