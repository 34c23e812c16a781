import { AppError, type Orm } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import { startSession, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { dummyPasswordHash, verifyPassword } from '../users/passwords.js';
import type { User } from '../users/user.entity.js';
import { findUserByEmail } from '../users/users.service.js';

export type LoginRequest = operations['login']['requestBody']['content']['application/json'];

export interface AuthDeps {
  orm: Orm;
  config: IdentityConfig;
}

/** One answer for a wrong password and for an unknown e-mail, so sign-in does not reveal accounts. */
export const invalidCredentials = () => new AppError(401, 'IDENTITY_INVALID_CREDENTIALS', 'Invalid credentials');

export const sessionExpired = () => new AppError(401, 'IDENTITY_SESSION_EXPIRED', 'Your session has expired. Sign in again.');

/**
 * Checks e-mail and password and starts a session. When there is no such account a dummy hash is
 * verified all the same, so both failures take as long as each other.
 */
export async function signIn(deps: AuthDeps, credentials: LoginRequest): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  const user = await findUserByEmail(deps.orm.em.fork(), credentials.email);
  const matches = await verifyPassword(user?.passwordHash ?? dummyPasswordHash, credentials.password);
  if (!user || !matches) throw invalidCredentials();
  return { user, refresh: await startSession(deps, user.id) };
}
