import { LockMode } from '@mikro-orm/core';
import {
  AppError,
  badRequest,
  execute,
  faultPoint,
  notFound,
  queryRow,
  recordEvent,
  type Orm,
  type OutboxRelay,
} from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { MilestoneChange, NewMilestone } from '@agency/contracts/openapi/onboarding';
import { clientNotFound, source } from '../access-codes/access-codes.service.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import {
  milestoneColumns,
  projectTemplateId,
  readPlan,
  readTemplate,
  type Milestone,
  type ProjectTemplate,
  type TemplateMilestone,
} from './project-plan.js';

export type { MilestoneChange, NewMilestone };

/** The most milestones one client's plan holds. */
export const planLimit = 24;

export interface MilestoneDeps {
  orm: Orm;
  relay: OutboxRelay;
}

const milestoneNotFound = () => notFound('ONBOARDING_MILESTONE_NOT_FOUND', 'This client has no such milestone.');

/** The team's read of a client's plan: 404 when there is no such client. */
export async function clientPlan(orm: Orm, clientId: string): Promise<Milestone[]> {
  const client = await queryRow<{ id: string }>(orm, 'SELECT id FROM onboarding_clients WHERE id = :clientId', { clientId });
  if (!client) throw clientNotFound();
  return readPlan(orm, clientId);
}

const sameState = (a: Pick<Milestone, 'plannedOn' | 'doneOn' | 'note'>, b: Pick<Milestone, 'plannedOn' | 'doneOn' | 'note'>) =>
  a.plannedOn === b.plannedOn && a.doneOn === b.doneOn && a.note === b.note;

/**
 * Changes one milestone of the client's plan under the client's lock, with `onboarding.milestone.updated.v1`
 * in the same transaction (`completed` when it becomes done); the same values again record nothing.
 */
export async function updateMilestone(
  { orm, relay }: MilestoneDeps,
  clientId: string,
  milestoneId: string,
  change: MilestoneChange,
  now = new Date(),
): Promise<Milestone> {
  let changed = false;
  const milestone = await orm.em.fork().transactional(async (em) => {
    const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw clientNotFound();
    const before = await queryRow<Milestone>(
      em,
      `SELECT ${milestoneColumns} FROM client_milestones WHERE id = :milestoneId AND client_id = :clientId`,
      { milestoneId, clientId },
    );
    if (!before) throw milestoneNotFound();
    const after: Milestone = {
      ...before,
      plannedOn: change.plannedOn ?? before.plannedOn,
      doneOn: change.doneOn === undefined ? before.doneOn : change.doneOn,
      note: change.note === undefined ? before.note : change.note.trim(),
    };
    if (sameState(before, after)) return before;
    await execute(
      em,
      `UPDATE client_milestones SET planned_on = :plannedOn::date, done_on = :doneOn::date, note = :note WHERE id = :id`,
      { id: after.id, plannedOn: after.plannedOn, doneOn: after.doneOn, note: after.note },
    );
    recordEvent(em, source, onboardingEvents.milestoneUpdated, {
      clientId: client.id,
      label: client.businessName,
      email: client.email,
      contactName: client.contactName,
      milestoneId: after.id,
      name: after.name,
      position: after.position,
      plannedOn: after.plannedOn,
      doneOn: after.doneOn,
      note: after.note,
      before: { plannedOn: before.plannedOn, doneOn: before.doneOn, note: before.note },
      completed: before.doneOn === null && after.doneOn !== null,
      updatedAt: now.toISOString(),
    });
    changed = true;
    return after;
  });
  if (changed) {
    faultPoint('outbox:after-commit');
    relay.wake();
  }
  return milestone;
}

const planNotMade = () => new AppError(409, 'ONBOARDING_PLAN_NOT_MADE', 'The plan is made when the client completes onboarding.');
const planFull = () => new AppError(409, 'ONBOARDING_PLAN_FULL', `A plan holds at most ${planLimit} milestones.`);
const lastMilestone = () => new AppError(409, 'ONBOARDING_PLAN_LAST_MILESTONE', 'A plan keeps at least one milestone.');

/** Adds a milestone at the end of the client's plan, under the client's lock, with `onboarding.milestone.added.v1`. */
export async function addMilestone(
  { orm, relay }: MilestoneDeps,
  clientId: string,
  milestone: NewMilestone,
  now = new Date(),
): Promise<Milestone> {
  const added = await orm.em.fork().transactional(async (em) => {
    const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw clientNotFound();
    const plan = await queryRow<{ count: number; last: number | null }>(
      em,
      'SELECT count(*)::int AS count, max(position) AS last FROM client_milestones WHERE client_id = :clientId',
      { clientId },
    );
    if (!plan?.count) throw planNotMade();
    if (plan.count >= planLimit) throw planFull();
    const [row] = (
      await execute<Milestone>(
        em,
        `INSERT INTO client_milestones (id, client_id, position, name, planned_on, note)
         VALUES (gen_random_uuid(), :clientId, :position, :name, :plannedOn::date, :note)
         RETURNING ${milestoneColumns}`,
        {
          clientId,
          position: (plan.last ?? 0) + 1,
          name: milestone.name.trim(),
          plannedOn: milestone.plannedOn,
          note: (milestone.note ?? '').trim(),
        },
      )
    ).rows;
    recordEvent(em, source, onboardingEvents.milestoneAdded, {
      clientId: client.id,
      label: client.businessName,
      milestoneId: row!.id,
      name: row!.name,
      position: row!.position,
      plannedOn: row!.plannedOn,
      note: row!.note,
      addedAt: now.toISOString(),
    });
    return row!;
  });
  faultPoint('outbox:after-commit');
  relay.wake();
  return added;
}

/**
 * Removes a milestone from the client's plan, under the client's lock, with `onboarding.milestone.removed.v1`;
 * the ones after it move up. A plan keeps at least one.
 */
export async function removeMilestone(
  { orm, relay }: MilestoneDeps,
  clientId: string,
  milestoneId: string,
  now = new Date(),
): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw clientNotFound();
    const milestone = await queryRow<Milestone>(
      em,
      `SELECT ${milestoneColumns} FROM client_milestones WHERE id = :milestoneId AND client_id = :clientId`,
      { milestoneId, clientId },
    );
    if (!milestone) throw milestoneNotFound();
    const plan = await queryRow<{ count: number }>(
      em,
      'SELECT count(*)::int AS count FROM client_milestones WHERE client_id = :clientId',
      { clientId },
    );
    if ((plan?.count ?? 0) <= 1) throw lastMilestone();
    await execute(em, 'DELETE FROM client_milestones WHERE id = :milestoneId', { milestoneId });
    // Out of the way first, then numbered again from 1: positions stay unique at every step.
    await execute(em, 'UPDATE client_milestones SET position = position + 1000 WHERE client_id = :clientId', { clientId });
    await execute(
      em,
      `UPDATE client_milestones m SET position = numbered.position
       FROM (SELECT id, row_number() OVER (ORDER BY position) AS position FROM client_milestones WHERE client_id = :clientId) numbered
       WHERE m.id = numbered.id`,
      { clientId },
    );
    recordEvent(em, source, onboardingEvents.milestoneRemoved, {
      clientId: client.id,
      label: client.businessName,
      milestoneId,
      name: milestone.name,
      removedAt: now.toISOString(),
    });
  });
  faultPoint('outbox:after-commit');
  relay.wake();
}

/** The template's milestones as stored: names trimmed, each name once (400 naming the repeated one). */
function checkedTemplate(milestones: TemplateMilestone[]): TemplateMilestone[] {
  const trimmed = milestones.map(({ name, offsetDays }) => ({ name: name.trim(), offsetDays }));
  const seen = new Set<string>();
  trimmed.forEach(({ name }, index) => {
    const key = name.toLowerCase();
    if (seen.has(key)) {
      throw badRequest('ONBOARDING_TEMPLATE_DUPLICATE_NAME', 'Each milestone needs a name of its own.', [
        { path: `body/milestones/${index}/name`, message: 'is the name of an earlier milestone' },
      ]);
    }
    seen.add(key);
  });
  return trimmed;
}

const sameTemplate = (a: TemplateMilestone[], b: TemplateMilestone[]) =>
  a.length === b.length &&
  a.every((milestone, index) => milestone.name === b[index]!.name && milestone.offsetDays === b[index]!.offsetDays);

/**
 * Replaces the project template, with `onboarding.project-template.updated.v1` in the same transaction; the
 * same template again records nothing. Plans already made keep their milestones.
 */
export async function updateTemplate(
  { orm, relay }: MilestoneDeps,
  milestones: TemplateMilestone[],
  now = new Date(),
): Promise<ProjectTemplate> {
  const wanted = checkedTemplate(milestones);
  let changed = false;
  const template = await orm.em.fork().transactional(async (em) => {
    const before = await readTemplate(em, true);
    if (sameTemplate(before.milestones, wanted)) return before;
    await execute(em, 'UPDATE project_templates SET milestones = :milestones::jsonb, updated_at = :now WHERE id = :id', {
      id: projectTemplateId,
      milestones: JSON.stringify(wanted),
      now,
    });
    recordEvent(em, source, onboardingEvents.projectTemplateUpdated, {
      projectTemplateId,
      milestones: wanted,
      before: before.milestones,
      updatedAt: now.toISOString(),
    });
    changed = true;
    return { milestones: wanted, updatedAt: now.toISOString() };
  });
  if (changed) {
    faultPoint('outbox:after-commit');
    relay.wake();
  }
  return template;
}
