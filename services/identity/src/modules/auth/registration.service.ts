import { LockMode } from '@mikro-orm/core';
import { AppError, recordEvent } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { operations } from '@agency/contracts/openapi/identity';
import { AccessCode } from '../access-codes/access-code.entity.js';
import { accessCodeInvalid, isUsable, normaliseAccessCode } from '../access-codes/access-codes.service.js';
import type { IssuedRefreshToken } from '../sessions/sessions.service.js';
import type { SessionDevice } from '../sessions/session-devices.js';
import { normaliseEmail } from '../users/email.js';
import { hashPassword } from '../users/passwords.js';
import type { User } from '../users/user.entity.js';
import { openAccount, type NewAccountDeps } from '../users/new-account.js';

export type RegisterRequest = operations['register']['requestBody']['content']['application/json'];

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
  deps: NewAccountDeps,
  request: RegisterRequest,
  device?: SessionDevice,
): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  const code = normaliseAccessCode(request.accessCode);
  const email = normaliseEmail(request.email);
  // Hashed before the lock is taken, so a slow hash never holds the code's row.
  const passwordHash = await hashPassword(request.password);
  return openAccount(deps, {
    passwordHash,
    device,
    emailTaken,
    admit: async (em, now) => {
      const accessCode = await em.findOne(AccessCode, { code }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!isUsable(accessCode, now)) throw accessCodeInvalid(400);
      if (accessCode.email !== email) throw emailMismatch();
      return {
        account: { email, role: 'client', clientId: accessCode.clientId },
        opened: (user) => {
          accessCode.redeemedAt = now;
          accessCode.redeemedBy = user.id;
          accessCode.updatedAt = now;
          recordEvent(em, 'identity', identityEvents.clientAccountRegistered, {
            userId: user.id,
            clientId: accessCode.clientId,
            accessCodeId: accessCode.id,
            email,
            registeredAt: now.toISOString(),
          });
        },
      };
    },
  });
}
