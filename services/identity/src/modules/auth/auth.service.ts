import type { FastifyBaseLogger } from 'fastify';
import { AppError, type Orm, type OutboxRelay } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import type { CodeGuessLimits } from '../access-codes/code-guesses.js';
import { startSession, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { dummyPasswordHash, verifyPassword } from '../users/passwords.js';
import type { User } from '../users/user.entity.js';
import { findUserByEmail } from '../users/users.service.js';
import { TooManyAttempts, type SignInLimits } from './sign-in-limits.js';
import { warnAccountOwner } from './sign-in-warning.js';
import { recordTeamSignIn, reportTeamLockOut } from './team-sign-ins.js';

export type LoginRequest = operations['login']['requestBody']['content']['application/json'];

export interface AuthDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: IdentityConfig;
  log: FastifyBaseLogger;
  /** Failed sign-ins per account and address, and per account from every address (see signInLimits). */
  signInLimits: SignInLimits;
  /** Wrong access codes per address, and from every address together (see codeGuessLimits). */
  codeGuesses: CodeGuessLimits;
}

/** One answer for a wrong password and for an unknown e-mail, so sign-in does not reveal accounts. */
export const invalidCredentials = () => new AppError(401, 'IDENTITY_INVALID_CREDENTIALS', 'Invalid credentials');

export const sessionExpired = () => new AppError(401, 'IDENTITY_SESSION_EXPIRED', 'Your session has expired. Sign in again.');

/**
 * Checks e-mail and password and starts a session. When there is no such account a dummy hash is
 * verified all the same, so both failures take as long as each other.
 *
 * The attempt is counted first (the gateway limits attempts per address; only here is the account known),
 * per account and `address` and per account from every address (signInLimits). When the count says the
 * account's ceiling was just passed, its owner is warned by e-mail (once per episode), even if this attempt
 * is then refused.
 */
export async function signIn(
  deps: AuthDeps,
  credentials: LoginRequest,
  address: string,
  userAgent?: string,
): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  const attempt = await deps.signInLimits.count(credentials.email, address);
  if (attempt.ceilingFirstPassed) {
    // The warning is the owner's to read; a failure to record it must not change this attempt's answer.
    await warnAccountOwner(deps, credentials.email, new Date()).catch((error: unknown) => {
      deps.log.error({ err: error }, 'sign-in warning not recorded');
    });
  }
  if (attempt.refusedForSeconds !== undefined) throw new TooManyAttempts(attempt.refusedForSeconds);
  const user = await findUserByEmail(deps.orm.em.fork(), credentials.email);
  const matches = await verifyPassword(user?.passwordHash ?? dummyPasswordHash, credentials.password);
  // A deactivated account is refused as a wrong password is: the answer tells nobody it exists.
  if (!user || !matches || user.status === 'deactivated') {
    if (user && attempt.locksWhenFailed) await reportTeamLockOut(deps, user, attempt.locksWhenFailed, new Date());
    throw invalidCredentials();
  }
  await attempt.succeeded();
  await recordTeamSignIn(deps, user, new Date());
  return { user, refresh: await startSession(deps, user.id, { userAgent, address }) };
}
