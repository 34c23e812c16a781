import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError, faultPoint, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { operations } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import { AccessCode } from '../access-codes/access-code.entity.js';
import { accessCodeInvalid, isUsable, normaliseAccessCode } from '../access-codes/access-codes.service.js';
import { issueRefreshToken, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { sessionSeen, type SessionDevice } from '../sessions/session-devices.js';
import { normaliseEmail } from '../users/email.js';
import { hashPassword } from '../users/passwords.js';
import { User } from '../users/user.entity.js';
import { findUserByEmail } from '../users/users.service.js';

export type RegisterRequest = operations['register']['requestBody']['content']['application/json'];

export interface RegistrationDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: Pick<IdentityConfig, 'REFRESH_TOKEN_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
}

const emailMismatch = () =>
  new AppError(400, 'IDENTITY_ACCESS_CODE_EMAIL_MISMATCH', 'Email does not match the one associated with this access code');

const emailTaken = () => new AppError(409, 'IDENTITY_EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.');

/**
 * Creates a client account with an access code and starts its session, in one transaction: the code's row
 * is locked (SELECT … FOR UPDATE) and checked, the account is created and bound to the code's client, the
 * code is marked redeemed and `identity.client-account.registered.v1` is recorded. A second registration
 * racing with the same code waits for the lock and then finds the code redeemed.
 */
export async function register(
  deps: RegistrationDeps,
  request: RegisterRequest,
  device?: SessionDevice,
): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  const code = normaliseAccessCode(request.accessCode);
  const email = normaliseEmail(request.email);
  // Hashed before the lock is taken, so a slow hash never holds the code's row.
  const passwordHash = await hashPassword(request.password);
  let registered: { user: User; refresh: IssuedRefreshToken };
  try {
    registered = await deps.orm.em.fork().transactional(async (em) => {
      const now = new Date();
      const accessCode = await em.findOne(AccessCode, { code }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!isUsable(accessCode, now)) throw accessCodeInvalid(400);
      if (accessCode.email !== email) throw emailMismatch();
      if (await findUserByEmail(em, email)) throw emailTaken();
      const user = em.create(User, {
        id: randomUUID(),
        email,
        passwordHash,
        role: 'client',
        clientId: accessCode.clientId,
        createdAt: now,
      });
      // The account's row first: the code and the refresh token refer to it.
      await em.flush();
      accessCode.redeemedAt = now;
      accessCode.redeemedBy = user.id;
      accessCode.updatedAt = now;
      const { issued } = issueRefreshToken(em, deps.config, user.id);
      await sessionSeen(em, { familyId: issued.sessionId, userId: user.id }, device, now);
      recordEvent(em, 'identity', identityEvents.clientAccountRegistered, {
        userId: user.id,
        clientId: accessCode.clientId,
        accessCodeId: accessCode.id,
        email,
        registeredAt: now.toISOString(),
      });
      return { user, refresh: issued };
    });
  } catch (error) {
    // Another code for the same address was redeemed at the same moment: the unique e-mail index decides.
    if (error instanceof UniqueConstraintViolationException && /users_email_lower/.test(error.message)) throw emailTaken();
    throw error;
  }
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  return registered;
}
