import { randomUUID } from 'node:crypto';
import { faultPoint, notFound, queryRow, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { leadsEvents } from '@agency/contracts';
import type { Application, ApplicationPage, ApplicationRequest } from '@agency/contracts/openapi/leads';
import type { ApplicationStatus } from '@agency/contracts/leads/rules';
import { changeLeadStatus, type LeadStatus } from '../../status-changes.js';
import { leadExport, leadList, leadPage, type LeadFilter, type LeadQuery } from '../../lists.js';
import { storedPhone } from '../../phone.js';
import { VolunteerApplication } from './application.entity.js';

export type { ApplicationRequest, Application, ApplicationPage };

export interface ApplicationDeps {
  orm: Orm;
  relay: OutboxRelay;
}

/** Stores a student's application, pending, with its `leads.application.received.v1` event in one transaction. */
export async function submitApplication(
  { orm, relay }: ApplicationDeps,
  request: ApplicationRequest,
): Promise<VolunteerApplication> {
  const phone = storedPhone(request.phone);
  const application = await orm.em.fork().transactional(async (em) => {
    const created = em.create(VolunteerApplication, {
      id: randomUUID(),
      name: request.name.trim(),
      email: request.email.trim(),
      phone,
      university: request.university.trim(),
      program: request.program.trim(),
      year: request.year,
      experience: request.experience.trim(),
      availability: request.availability,
      interests: request.interests ?? [],
      motivation: request.motivation.trim(),
      status: 'pending',
      createdAt: new Date(),
    });
    recordEvent(em, 'leads', leadsEvents.applicationReceived, {
      applicationId: created.id,
      name: created.name,
      email: created.email,
      phone: created.phone,
      university: created.university,
      program: created.program,
      year: created.year,
      experience: created.experience,
      availability: created.availability,
      interests: created.interests,
      motivation: created.motivation,
      status: 'pending',
      createdAt: created.createdAt.toISOString(),
    });
    return created;
  });
  faultPoint('outbox:after-commit');
  relay.wake();
  return application;
}

type ApplicationFilter = LeadFilter<ApplicationStatus>;

/** The columns of an application as the contract has it, for every read. */
export const applicationColumns =
  'id, name, email, phone, university, program, year, experience, availability, interests, motivation, status, created_at';

/** The admin list and its export: a hot read, so plain SQL without hydrating entities. */
const applications = leadList('volunteer_applications', applicationColumns, ['name', 'email', 'university'], toApplication);

export async function listApplications(
  { orm }: Pick<ApplicationDeps, 'orm'>,
  query: LeadQuery<ApplicationStatus>,
): Promise<ApplicationPage> {
  return leadPage(orm, applications, query);
}

export async function exportApplications(
  { orm }: Pick<ApplicationDeps, 'orm'>,
  filter: ApplicationFilter,
): Promise<Application[]> {
  return leadExport(orm, applications, filter);
}

export async function getApplication({ orm }: Pick<ApplicationDeps, 'orm'>, id: string): Promise<Application> {
  const row = await queryRow<StoredApplication>(orm, `SELECT ${applicationColumns} FROM volunteer_applications WHERE id = :id`, {
    id,
  });
  if (!row) throw applicationNotFound();
  return toApplication(row);
}

/** The application moved to `status`, with `leads.application.status-changed.v1` (`label` is the applicant's name). */
export async function updateApplicationStatus(
  deps: ApplicationDeps,
  id: string,
  status: ApplicationStatus,
): Promise<Application> {
  const application = await changeLeadStatus(deps, applicationStatus, id, status);
  return toApplication(application);
}

const applicationStatus: LeadStatus<VolunteerApplication, ApplicationStatus, leadsEvents.ApplicationStatusChanged> = {
  entity: VolunteerApplication,
  notFound: () => applicationNotFound(),
  event: leadsEvents.applicationStatusChanged,
  facts: (application, change) => ({ applicationId: application.id, label: application.name, ...change }),
};

const applicationNotFound = () => notFound('LEADS_APPLICATION_NOT_FOUND', 'No application with this id.');

/** An application as stored: the contract's shape, with the time as the entity (Date) or a row (text) holds it. */
export type StoredApplication = Omit<Application, 'createdAt'> & { createdAt: Date | string };

/** The one conversion between a stored application and the contract's. */
export function toApplication(application: StoredApplication): Application {
  return { ...application, createdAt: new Date(application.createdAt).toISOString() };
}
