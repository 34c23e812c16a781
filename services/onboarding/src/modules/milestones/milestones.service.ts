import { LockMode } from '@mikro-orm/core';
import { badRequest, execute, faultPoint, notFound, queryRow, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { components } from '@agency/contracts/openapi/onboarding';
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

export type MilestoneChange = components['schemas']['MilestoneChange'];

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
