import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRows, type Queryable } from '@agency/kit';
import type { TeamMemberFacts } from '@agency/contracts/events/identity';
import type { Teammate } from '@agency/contracts/openapi/onboarding';

export type { Teammate };

/**
 * identity reported a teammate as `facts` at `reportedAt`: the copy takes them unless it already holds a later
 * report (the events come through several consumers, so they may cross). The clients they look after take the
 * name too, so a rename follows onto every card.
 */
export async function applyTeammateFacts(em: EntityManager, facts: TeamMemberFacts, reportedAt: string): Promise<void> {
  const stored = await execute(
    em,
    `INSERT INTO teammates (user_id, email, name, role, status, facts_at)
     VALUES (:userId, :email, :name, :role, :status, :reportedAt)
     ON CONFLICT (user_id) DO UPDATE
       SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role, status = EXCLUDED.status,
           facts_at = EXCLUDED.facts_at
       WHERE teammates.facts_at <= EXCLUDED.facts_at`,
    { ...facts, reportedAt },
  );
  if (stored.rowCount === 0) return;
  const names = { userId: facts.userId, name: facts.name };
  await execute(
    em,
    `UPDATE onboarding_clients SET project_manager_name = :name
     WHERE project_manager_id = :userId AND project_manager_name <> :name`,
    names,
  );
  await execute(
    em,
    `UPDATE onboarding_clients SET lead_developer_name = :name
     WHERE lead_developer_id = :userId AND lead_developer_name <> :name`,
    names,
  );
}

/** The active teammates, by name: who a client can be given. */
export function activeTeammates(db: Queryable): Promise<Teammate[]> {
  return queryRows<Teammate>(
    db,
    `SELECT user_id AS id, name, role FROM teammates WHERE status = 'active' ORDER BY lower(name), user_id LIMIT 1000`,
  );
}

/** One active teammate by id; undefined for one unknown here or deactivated. */
export async function activeTeammate(db: Queryable, userId: string): Promise<Teammate | undefined> {
  const [teammate] = await queryRows<Teammate>(
    db,
    `SELECT user_id AS id, name, role FROM teammates WHERE user_id = :userId AND status = 'active'`,
    { userId },
  );
  return teammate;
}
