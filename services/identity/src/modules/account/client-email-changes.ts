import { LockMode, type EntityManager } from '@mikro-orm/core';
import { execute } from '@agency/kit';
import type { onboardingEvents } from '@agency/contracts';
import { normaliseEmail } from '../users/email.js';
import { User } from '../users/user.entity.js';
import { findUserByEmail } from '../users/users.service.js';
import { startEmailChange } from './email-change.service.js';

// Only codes not used yet follow: a redeemed code made its account with the address it had.
const moveUnusedCodesSql = `
  UPDATE access_codes SET email = :email, updated_at = now()
  WHERE client_id = :clientId AND redeemed_at IS NULL`;

/**
 * The team gave a client a new e-mail (`onboarding.client.email-change-requested.v1`). A client with an account
 * confirms it from the new address, as any account does: the link goes there (the team member who asked is the
 * event's actor), and the account's confirmation tells onboarding. Without an account the record took it at
 * once, and the client's unused codes here follow, so registering with the new address works. An address another
 * account holds starts nothing: the team sees the change pending until it asks again.
 */
export async function applyClientEmailChange(
  em: EntityManager,
  origin: string,
  request: onboardingEvents.ClientEmailChangeRequested,
  now = new Date(),
): Promise<void> {
  const newEmail = normaliseEmail(request.newEmail);
  await execute(em, moveUnusedCodesSql, { email: newEmail, clientId: request.clientId });
  const account = await em.findOne(
    User,
    { clientId: request.clientId, role: 'client' },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!account || account.email === newEmail) return;
  if (await findUserByEmail(em, newEmail)) return;
  await startEmailChange(em, origin, account, newEmail, now);
  await em.flush();
}
