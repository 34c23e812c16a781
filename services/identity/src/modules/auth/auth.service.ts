import { AppError, type FixedWindowCounter, type Orm, type OutboxRelay } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import { startSession, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { dummyPasswordHash, verifyPassword } from '../users/passwords.js';
import type { User } from '../users/user.entity.js';
import { findUserByEmail } from '../users/users.service.js';

export type LoginRequest = operations['login']['requestBody']['content']['application/json'];

export interface AuthDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: IdentityConfig;
  /** Failed sign-ins per account per window, counted in identity's database so every replica sees them. */
  attempts: FixedWindowCounter;
}

/** One answer for a wrong password and for an unknown e-mail, so sign-in does not reveal accounts. */
export const invalidCredentials = () => new AppError(401, 'IDENTITY_INVALID_CREDENTIALS', 'Invalid credentials');

export const sessionExpired = () => new AppError(401, 'IDENTITY_SESSION_EXPIRED', 'Your session has expired. Sign in again.');

const tooManyAttempts = (seconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${seconds} seconds.`);

/** The key an account's failed sign-ins are counted under. */
export const signInAttemptsKey = (email: string) => `sign-in ${email.toLowerCase()}`;

/**
 * Checks e-mail and password and starts a session. When there is no such account a dummy hash is
 * verified all the same, so both failures take as long as each other.
 *
 * Failed attempts per account are limited (the gateway limits attempts per address; only here is the
 * account known): each attempt is counted before the password is checked, so parallel guesses cannot
 * slip past the limit, and given back when it succeeds. Unknown e-mails are counted alike, so the answer
 * still reveals nothing.
 */
export async function signIn(deps: AuthDeps, credentials: LoginRequest): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  const { attempts } = deps;
  const account = signInAttemptsKey(credentials.email);
  const attempt = await attempts.hit(account);
  if (attempt.hits > deps.config.SIGN_IN_ACCOUNT_RATE_LIMIT) throw tooManyAttempts(attempt.resetsInSeconds);
  const user = await findUserByEmail(deps.orm.em.fork(), credentials.email);
  const matches = await verifyPassword(user?.passwordHash ?? dummyPasswordHash, credentials.password);
  if (!user || !matches) throw invalidCredentials();
  await attempts.refund(account, attempt);
  return { user, refresh: await startSession(deps, user.id) };
}
