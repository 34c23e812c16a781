import { LockMode } from '@mikro-orm/core';
import { actingAs, recordEvent } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { operations } from '@agency/contracts/openapi/identity';
import type { SessionDevice } from '../sessions/session-devices.js';
import type { IssuedRefreshToken } from '../sessions/sessions.service.js';
import { hashPassword } from '../users/passwords.js';
import type { User } from '../users/user.entity.js';
import { principalOf } from '../users/users.service.js';
import { openAccount, type NewAccountDeps } from '../users/new-account.js';
import { teamMemberFacts } from './team-facts.js';
import { emailTaken, usableInvitation } from './team-invitations.service.js';

export type AcceptInvitationRequest = operations['acceptTeamInvitation']['requestBody']['content']['application/json'];

/**
 * Accepts an invitation and starts the new person's session, in one transaction: the invitation's row is
 * locked and checked, the account is created with its e-mail and role, the invitation is marked accepted and
 * `identity.team-member.joined.v1` is recorded, the new person its actor. A second accept racing with the same
 * token waits for the lock and then finds the invitation used.
 */
export async function acceptInvitation(
  deps: NewAccountDeps,
  request: AcceptInvitationRequest,
  device?: SessionDevice,
  now = new Date(),
): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  // Hashed before the lock is taken, so a slow hash never holds the invitation's row.
  const passwordHash = await hashPassword(request.password);
  return openAccount(deps, {
    passwordHash,
    device,
    now,
    emailTaken,
    admit: async (em) => {
      const invitation = await usableInvitation(em, request.token, now, LockMode.PESSIMISTIC_WRITE);
      return {
        account: {
          email: invitation.email,
          role: invitation.role,
          clientId: null,
          name: request.name.trim(),
          status: 'active',
          lastSignInAt: now,
        },
        opened: (user) => {
          invitation.acceptedAt = now;
          actingAs(principalOf(user), () =>
            recordEvent(em, 'identity', identityEvents.teamMemberJoined, {
              invitationId: invitation.id,
              member: teamMemberFacts(user),
              joinedAt: now.toISOString(),
            }),
          );
        },
      };
    },
  });
}
