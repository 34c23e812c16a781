import type { FastifyBaseLogger } from 'fastify';
import { actingAs, faultPoint, isTeamRole, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import { teamMemberFacts } from '../team/team-facts.js';
import { User } from '../users/user.entity.js';
import { principalOf } from '../users/users.service.js';

interface TeamSignInDeps {
  orm: Orm;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
}

/**
 * A team member signed in: their last sign-in is kept for the Team screen and
 * `identity.team-member.signed-in.v1` is recorded with them as its actor. Clients' sign-ins are not recorded.
 */
export async function recordTeamSignIn(deps: TeamSignInDeps, user: User, now: Date): Promise<void> {
  if (!isTeamRole(user.role)) return;
  await deps.orm.em.fork().transactional(async (em) => {
    await em.nativeUpdate(User, { id: user.id }, { lastSignInAt: now });
    user.lastSignInAt = now;
    actingAs(principalOf(user), () =>
      recordEvent(em, 'identity', identityEvents.teamMemberSignedIn, {
        member: teamMemberFacts(user),
        signedInAt: now.toISOString(),
      }),
    );
  });
  faultPoint('outbox:after-commit');
  deps.relay.wake();
}

/**
 * The failure that locks a team account's sign-in from one address records `identity.team-member.locked-out.v1`
 * (once per lock: only that failure carries the lock). Whoever failed is a visitor; the event names the account.
 * A failure to record it must not change the sign-in's answer.
 */
export async function reportTeamLockOut(
  deps: TeamSignInDeps,
  user: User,
  lock: { failedSignIns: number; lockedForSeconds: number },
  now: Date,
): Promise<void> {
  if (!isTeamRole(user.role)) return;
  try {
    await deps.orm.em.fork().transactional(async (em) => {
      recordEvent(em, 'identity', identityEvents.teamMemberLockedOut, {
        member: teamMemberFacts(user),
        failedSignIns: lock.failedSignIns,
        lockedUntil: new Date(now.getTime() + lock.lockedForSeconds * 1000).toISOString(),
        lockedAt: now.toISOString(),
      });
    });
    deps.relay.wake();
  } catch (error) {
    deps.log.error({ err: error }, 'team lock-out not recorded');
  }
}
