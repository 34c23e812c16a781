import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { actingAs, faultPoint, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { operations } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import { sessionSeen, type SessionDevice } from '../sessions/session-devices.js';
import { issueRefreshToken, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { hashPassword } from '../users/passwords.js';
import { User } from '../users/user.entity.js';
import { findUserByEmail, principalOf } from '../users/users.service.js';
import { teamMemberFacts } from './team-facts.js';
import { emailTaken, usableInvitation } from './team-invitations.service.js';

export type AcceptInvitationRequest = operations['acceptTeamInvitation']['requestBody']['content']['application/json'];

export interface AcceptanceDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: Pick<IdentityConfig, 'REFRESH_TOKEN_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
}

/**
 * Accepts an invitation and starts the new person's session, in one transaction: the invitation's row is
 * locked and checked, the account is created with its e-mail and role, the invitation is marked accepted and
 * `identity.team-member.joined.v1` is recorded, the new person its actor. A second accept racing with the same
 * token waits for the lock and then finds the invitation used.
 */
export async function acceptInvitation(
  deps: AcceptanceDeps,
  request: AcceptInvitationRequest,
  device?: SessionDevice,
  now = new Date(),
): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  // Hashed before the lock is taken, so a slow hash never holds the invitation's row.
  const passwordHash = await hashPassword(request.password);
  let accepted: { user: User; refresh: IssuedRefreshToken };
  try {
    accepted = await deps.orm.em.fork().transactional(async (em) => {
      const invitation = await usableInvitation(em, request.token, now, LockMode.PESSIMISTIC_WRITE);
      if (await findUserByEmail(em, invitation.email)) throw emailTaken();
      const user = em.create(User, {
        id: randomUUID(),
        email: invitation.email,
        passwordHash,
        role: invitation.role,
        clientId: null,
        name: request.name.trim(),
        status: 'active',
        lastSignInAt: now,
        createdAt: now,
      });
      // The account's row first: the refresh token refers to it.
      await em.flush();
      invitation.acceptedAt = now;
      const { issued } = issueRefreshToken(em, deps.config, user.id);
      // The new session is listed on the Account page with the browser it began in.
      await sessionSeen(em, { familyId: issued.sessionId, userId: user.id }, device, now);
      actingAs(principalOf(user), () =>
        recordEvent(em, 'identity', identityEvents.teamMemberJoined, {
          invitationId: invitation.id,
          member: teamMemberFacts(user),
          joinedAt: now.toISOString(),
        }),
      );
      return { user, refresh: issued };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && /users_email_lower/.test(error.message)) throw emailTaken();
    throw error;
  }
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  return accepted;
}
