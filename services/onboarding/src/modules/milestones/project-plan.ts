import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRow, queryRows, type Queryable } from '@agency/kit';
import type { Milestone, ProjectTemplate, TemplateMilestone } from '@agency/contracts/openapi/onboarding';

export type { Milestone, TemplateMilestone, ProjectTemplate };

/** The one project template (migration 0007 made it). */
export const projectTemplateId = '00000000-0000-4000-8000-000000000001';

/** A milestone's columns as the contract names them, its days as YYYY-MM-DD. */
export const milestoneColumns = `id, name, position, to_char(planned_on, 'YYYY-MM-DD') AS planned_on,
  to_char(done_on, 'YYYY-MM-DD') AS done_on, note`;

/** The day `days` after `at`, in UTC, as YYYY-MM-DD. */
export function dayAfter(at: Date, days: number): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

/** The project template, under a row lock when `forUpdate` (inside a transaction). */
export async function readTemplate(db: Queryable, forUpdate = false): Promise<ProjectTemplate> {
  const row = await queryRow<{ milestones: TemplateMilestone[]; updatedAt: string }>(
    db,
    `SELECT milestones, updated_at FROM project_templates WHERE id = :id${forUpdate ? ' FOR UPDATE' : ''}`,
    { id: projectTemplateId },
  );
  if (!row) throw new Error('the project template is missing (migration 0007 makes it)');
  return { milestones: row.milestones, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** A client's plan, in order; empty before its onboarding completes. */
export function readPlan(db: Queryable, clientId: string): Promise<Milestone[]> {
  return queryRows<Milestone>(
    db,
    `SELECT ${milestoneColumns} FROM client_milestones WHERE client_id = :clientId ORDER BY position`,
    { clientId },
  );
}

/**
 * Makes the client's plan from the template as it is now, each milestone planned its offset in days after
 * `completedAt` (UTC), in the transaction in which onboarding completes. A client with a plan keeps it.
 */
export async function createPlan(em: EntityManager, clientId: string, completedAt: Date): Promise<void> {
  const { milestones } = await readTemplate(em);
  await execute(
    em,
    `INSERT INTO client_milestones (id, client_id, position, name, planned_on)
     SELECT gen_random_uuid(), :clientId, m.position, m.name, m.planned_on::date
     FROM jsonb_to_recordset(:milestones::jsonb) AS m (position integer, name text, planned_on text)
     WHERE NOT EXISTS (SELECT 1 FROM client_milestones WHERE client_id = :clientId)`,
    {
      clientId,
      milestones: JSON.stringify(
        milestones.map((milestone, index) => ({
          position: index + 1,
          name: milestone.name,
          planned_on: dayAfter(completedAt, milestone.offsetDays),
        })),
      ),
    },
  );
}
