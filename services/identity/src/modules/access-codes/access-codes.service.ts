import type { EntityManager } from '@mikro-orm/core';
import { AppError, execute } from '@agency/kit';
import type { onboardingEvents } from '@agency/contracts';
import { normaliseEmail } from '../users/email.js';
import { AccessCode } from './access-code.entity.js';

/** How a typed code is looked up: codes are issued in upper case, and a stray space is not a different code. */
export function normaliseAccessCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The one answer for an unknown, redeemed, revoked or expired code, so a guess learns nothing more. */
export const accessCodeInvalid = (statusCode: 400 | 401) =>
  new AppError(statusCode, 'IDENTITY_ACCESS_CODE_INVALID', 'Invalid or expired access code');

/** A code that onboarding issued, and that is not redeemed, revoked or expired at `now`. */
export type UsableAccessCode = AccessCode & { code: string; clientId: string; email: string; expiresAt: Date };

export function isUsable(code: AccessCode | null, now: Date): code is UsableAccessCode {
  return (
    code !== null &&
    code.code != null &&
    code.clientId != null &&
    code.email != null &&
    code.expiresAt != null &&
    code.revokedAt == null &&
    code.redeemedAt == null &&
    code.expiresAt.getTime() > now.getTime()
  );
}

/** The code as typed, if it can be used now (read without a lock: for signing in, not for redeeming). */
export async function findUsableAccessCode(em: EntityManager, typed: string): Promise<UsableAccessCode | null> {
  const code = await em.findOne(AccessCode, { code: normaliseAccessCode(typed) });
  return isUsable(code, new Date()) ? code : null;
}

const upsertCodeSql = `
  INSERT INTO access_codes (id, code, client_id, email, expires_at, invited_at, updated_at)
  VALUES (:id, :code, :clientId, :email, :expiresAt, :invitedAt, now())
  ON CONFLICT (id) DO UPDATE SET
    code = excluded.code,
    client_id = excluded.client_id,
    email = excluded.email,
    expires_at = excluded.expires_at,
    invited_at = excluded.invited_at,
    updated_at = now()`;

// Revoking is kept whichever event comes first; a code's own event never clears it.
const revokeCodeSql = `
  INSERT INTO access_codes (id, revoked_at, updated_at) VALUES (:id, :revokedAt, now())
  ON CONFLICT (id) DO UPDATE SET
    revoked_at = coalesce(access_codes.revoked_at, excluded.revoked_at),
    updated_at = now()`;

/**
 * Applies an invitation to the projection: the new code is stored (or refreshed, on a redelivery) and the
 * client's earlier codes are marked revoked. Redeemed and revoked marks are never undone.
 */
export async function applyInvitation(em: EntityManager, invitation: onboardingEvents.ClientInvited): Promise<void> {
  const { accessCode } = invitation;
  await execute(em, upsertCodeSql, {
    id: accessCode.id,
    code: normaliseAccessCode(accessCode.code),
    clientId: invitation.clientId,
    email: normaliseEmail(invitation.email),
    expiresAt: new Date(accessCode.expiresAt),
    invitedAt: new Date(invitation.invitedAt),
  });
  for (const revokedId of invitation.revokedAccessCodeIds) {
    await execute(em, revokeCodeSql, { id: revokedId, revokedAt: new Date(invitation.invitedAt) });
  }
}
