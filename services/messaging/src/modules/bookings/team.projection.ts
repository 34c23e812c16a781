import type { EntityManager } from '@mikro-orm/core';
import { execute } from '@agency/kit';
import type { ClientTeamAssigned } from '@agency/contracts/events/onboarding';
import type { TeamMemberFacts } from '@agency/contracts/events/identity';

/**
 * identity reported a team member as `facts` at `reportedAt`: the copy takes them unless it already holds a
 * later report (the events come through several consumers, so they may cross).
 */
export async function applyTeamMemberFacts(em: EntityManager, facts: TeamMemberFacts, reportedAt: string): Promise<void> {
  await execute(
    em,
    `INSERT INTO team_members (user_id, name, status, facts_at) VALUES (:userId, :name, :status, :reportedAt)
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, status = EXCLUDED.status, facts_at = EXCLUDED.facts_at
       WHERE team_members.facts_at <= EXCLUDED.facts_at`,
    { userId: facts.userId, name: facts.name, status: facts.status, reportedAt },
  );
}

/** onboarding assigned a client's project manager (or took them off): a later assignment wins. */
export async function applyClientTeam(em: EntityManager, assigned: ClientTeamAssigned): Promise<void> {
  await execute(
    em,
    `INSERT INTO client_managers (client_id, project_manager_id, assigned_at) VALUES (:clientId, :managerId, :assignedAt)
     ON CONFLICT (client_id) DO UPDATE SET project_manager_id = EXCLUDED.project_manager_id, assigned_at = EXCLUDED.assigned_at
       WHERE client_managers.assigned_at <= EXCLUDED.assigned_at`,
    { clientId: assigned.clientId, managerId: assigned.projectManager?.id ?? null, assignedAt: assigned.assignedAt },
  );
}
