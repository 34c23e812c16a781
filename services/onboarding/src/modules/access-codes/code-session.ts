import { AppError, queryRow, type Principal, type Queryable } from '@agency/kit';
import { clientNotFound } from './access-codes.service.js';

const accessCodeInactive = () =>
  new AppError(
    401,
    'ONBOARDING_ACCESS_CODE_INACTIVE',
    'Your access code is no longer valid. Sign in with your account, or ask us for a new code.',
  );

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client record a caller's token names; a token naming none has no record here. */
export function callerClientId(principal: Principal): string {
  if (!principal.clientId) throw clientNotFound();
  return principal.clientId;
}

/**
 * An access-code session (`scope: 'onboarding'`, `sub` the code's id) holds only while that code is still
 * the client's, unredeemed, unrevoked and unexpired, so a code re-issued, used to register or run out ends
 * the sessions opened with it at once, not when their tokens expire. An account session always holds here.
 * Run with the step's transaction after the client's row is locked, it sees a re-issue that held the lock.
 */
export async function assertSessionHolds(db: Queryable, principal: Principal, clientId: string): Promise<void> {
  if (principal.scope !== 'onboarding') return;
  if (!uuid.test(principal.sub)) throw accessCodeInactive();
  const code = await queryRow<{ id: string }>(
    db,
    `SELECT id FROM access_codes
     WHERE id = :id AND client_id = :clientId AND redeemed_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
    { id: principal.sub, clientId },
  );
  if (!code) throw accessCodeInactive();
}

/** The client record a caller reads: the one its token names, while its session holds. */
export async function sessionClientId(db: Queryable, principal: Principal): Promise<string> {
  const clientId = callerClientId(principal);
  await assertSessionHolds(db, principal, clientId);
  return clientId;
}
