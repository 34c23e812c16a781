import { LockMode, type EntityManager } from '@mikro-orm/core';
import { badRequest, faultPoint, recordEvent, type OutboxRelay, type Orm } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { ClientTeamAssignment } from '@agency/contracts/openapi/onboarding';
import { clientNotFound, source } from '../access-codes/access-codes.service.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { assigneeOf, clientTeamOf, places, type Assignee, type ClientTeam, type Place } from './client-team.js';
import { activeTeammate } from './teammates.projection.js';

export type { ClientTeamAssignment };

export interface ClientTeamDeps {
  orm: Orm;
  relay: OutboxRelay;
}

const teammateUnknown = (place: Place) =>
  badRequest('ONBOARDING_TEAMMATE_UNKNOWN', 'Only an active teammate can look after a client.', [
    { path: `body/${places[place].idField}`, message: 'is not an active teammate' },
  ]);

/**
 * Who takes a place: nobody, the one who holds it already (a teammate deactivated since may stay until
 * someone else is chosen), or an active teammate with the name they go by now.
 */
async function chosen(
  em: EntityManager,
  client: OnboardingClient,
  place: Place,
  userId: string | null,
): Promise<Assignee | null> {
  if (userId === null) return null;
  const current = assigneeOf(client, place);
  if (current?.id === userId) return current;
  const teammate = await activeTeammate(em, userId);
  if (!teammate) throw teammateUnknown(place);
  return { id: teammate.id, name: teammate.name };
}

const sameAssignee = (a: Assignee | null, b: Assignee | null) => a?.id === b?.id;

/**
 * Sets the client's project manager and lead developer, under the client's lock, with
 * `onboarding.client.team-assigned.v1` in the same transaction; the same assignment again records nothing.
 */
export async function assignClientTeam(
  { orm, relay }: ClientTeamDeps,
  clientId: string,
  assignment: ClientTeamAssignment,
): Promise<ClientTeam> {
  let changed = false;
  const team = await orm.em.fork().transactional(async (em) => {
    const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw clientNotFound();
    const before = clientTeamOf(client);
    const after: ClientTeam = {
      projectManager: await chosen(em, client, 'projectManager', assignment.projectManagerId),
      leadDeveloper: await chosen(em, client, 'leadDeveloper', assignment.leadDeveloperId),
    };
    if (sameAssignee(before.projectManager, after.projectManager) && sameAssignee(before.leadDeveloper, after.leadDeveloper)) {
      return before;
    }
    client.projectManagerId = after.projectManager?.id ?? null;
    client.projectManagerName = after.projectManager?.name ?? null;
    client.leadDeveloperId = after.leadDeveloper?.id ?? null;
    client.leadDeveloperName = after.leadDeveloper?.name ?? null;
    recordEvent(em, source, onboardingEvents.clientTeamAssigned, {
      clientId: client.id,
      label: client.businessName,
      ...after,
      before,
      assignedAt: new Date().toISOString(),
    });
    changed = true;
    return after;
  });
  if (changed) {
    faultPoint('outbox:after-commit');
    relay.wake();
  }
  return team;
}
