import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { AppError, faultPoint, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { ClientEdit, ContactEdit } from '@agency/contracts/openapi/onboarding';
import { AccessCode } from '../access-codes/access-code.entity.js';
import { clientNotFound, source } from '../access-codes/access-codes.service.js';
import { findClientDetail, type ClientDetail } from '../clients/clients.reads.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { storedPhone } from '../../phone.js';

export type { ClientEdit, ContactEdit };

export interface RecordsDeps {
  orm: Orm;
  relay: OutboxRelay;
  /** The client list's waiting rule (STUCK_AFTER_DAYS), for the record the team reads back. */
  stuckAfterDays: number;
}

/** The fields of the record a person may edit, as `onboarding.client.updated.v1` names them. */
type EditableField = keyof onboardingEvents.ClientUpdated['changes'];
type Changes = onboardingEvents.ClientUpdated['changes'];

const emailTaken = () =>
  new AppError(409, 'ONBOARDING_EMAIL_TAKEN', 'A client with this email already exists.', [
    { path: 'body/email', message: 'A client with this email already exists.' },
  ]);
const alreadyCompleted = () =>
  new AppError(409, 'ONBOARDING_PROJECT_ALREADY_COMPLETED', 'This project is already marked completed.');
const notCompleted = () => new AppError(409, 'ONBOARDING_PROJECT_NOT_COMPLETED', 'This project is not marked completed.');

/** The record's values as they will be stored: trimmed, the phone in E.164, the e-mail lower-cased. */
function storedValues(edit: ClientEdit): Partial<Record<EditableField, string>> {
  const values: Partial<Record<EditableField, string>> = {};
  if (edit.businessName !== undefined) values.businessName = edit.businessName.trim();
  if (edit.contactName !== undefined) values.contactName = edit.contactName.trim();
  if (edit.projectType !== undefined) values.projectType = edit.projectType.trim();
  if (edit.phone !== undefined) values.phone = storedPhone(edit.phone);
  if (edit.email !== undefined) values.email = edit.email.trim().toLowerCase();
  return values;
}

/** Writes each value that differs onto the client and answers what changed, before and after. */
function applyValues(client: OnboardingClient, values: Partial<Record<EditableField, string>>): Changes {
  const changes: Changes = {};
  for (const [field, after] of Object.entries(values) as Array<[EditableField, string]>) {
    const before = client[field];
    if (before === after) continue;
    client[field] = after;
    changes[field] = { before, after };
  }
  return changes;
}

async function lockedClient(em: EntityManager, clientId: string): Promise<OnboardingClient> {
  const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!client) throw clientNotFound();
  return client;
}

/** Records `onboarding.client.updated.v1` when anything changed, and moves Last Activity. */
function recordUpdate(em: EntityManager, client: OnboardingClient, changes: Changes, now: Date): boolean {
  if (Object.keys(changes).length === 0) return false;
  client.lastActivityAt = now;
  recordEvent(em, source, onboardingEvents.clientUpdated, {
    clientId: client.id,
    label: client.businessName,
    changes,
    updatedAt: now.toISOString(),
  });
  return true;
}

/**
 * A new e-mail follows the account's rules. Once the client has registered (a code of its redeemed), the
 * address waits on the record as pending until identity reports the account confirmed from it; before, the
 * record and its unused codes take it at once. Either way identity hears of it
 * (`onboarding.client.email-change-requested.v1`): it starts its confirmation link for an account, or moves its
 * copy of the code. Answers whether the record's own e-mail changed.
 */
async function changeEmail(em: EntityManager, client: OnboardingClient, newEmail: string, now: Date): Promise<boolean> {
  const pendingAlready = client.pendingEmail === newEmail;
  if (newEmail === client.email) {
    // Back to the address it has: a pending change is dropped (identity's link simply goes unused).
    if (client.pendingEmail == null) return false;
    client.pendingEmail = null;
    client.pendingEmailRequestedAt = null;
    return false;
  }
  if (pendingAlready) return false;
  const other = await em.findOne(OnboardingClient, { email: newEmail, id: { $ne: client.id } });
  if (other) throw emailTaken();
  const codes = await em.find(AccessCode, { clientId: client.id });
  const registered = codes.some((code) => code.redeemedAt);
  recordEvent(em, source, onboardingEvents.clientEmailChangeRequested, {
    clientId: client.id,
    label: client.businessName,
    email: client.email,
    newEmail,
    direct: !registered,
    requestedAt: now.toISOString(),
  });
  if (registered) {
    client.pendingEmail = newEmail;
    client.pendingEmailRequestedAt = now;
    client.lastActivityAt = now;
    return false;
  }
  for (const code of codes) if (!code.revokedAt) code.clientEmail = newEmail;
  client.pendingEmail = null;
  client.pendingEmailRequestedAt = null;
  return true;
}

/** Another client took the address between the check and the write: the unique e-mail index decides. */
const isEmailTaken = (error: unknown) =>
  error instanceof UniqueConstraintViolationException &&
  (error as { constraint?: string }).constraint === 'onboarding_clients_email';

async function afterCommit<T>(deps: RecordsDeps, work: (em: EntityManager) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await deps.orm.em.fork().transactional(work);
  } catch (error) {
    if (isEmailTaken(error)) throw emailTaken();
    throw error;
  }
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  return result;
}

async function detailOf(deps: RecordsDeps, clientId: string): Promise<ClientDetail> {
  const detail = await findClientDetail(deps.orm, clientId, { now: new Date(), stuckAfterDays: deps.stuckAfterDays });
  if (!detail) throw clientNotFound();
  return detail;
}

/**
 * Edit Client (the team): the fields sent, under the client's lock, with `onboarding.client.updated.v1` for
 * what changed (the same values again record nothing) and the e-mail by the account's rules (changeEmail).
 */
export async function updateClient(deps: RecordsDeps, clientId: string, edit: ClientEdit, now = new Date()) {
  const { email, ...values } = storedValues(edit);
  await afterCommit(deps, async (em) => {
    const client = await lockedClient(em, clientId);
    const before = client.email;
    const changes = applyValues(client, values);
    if (email !== undefined && (await changeEmail(em, client, email, now))) {
      client.email = email;
      changes.email = { before, after: email };
    }
    recordUpdate(em, client, changes, now);
    await em.flush();
  });
  return detailOf(deps, clientId);
}

/** Edit Contact Details (the client, on its own record): its contact name and phone. */
export async function updateOwnContact(em: EntityManager, client: OnboardingClient, edit: ContactEdit, now: Date) {
  const changes = applyValues(client, storedValues(edit));
  recordUpdate(em, client, changes, now);
  await em.flush();
}

/**
 * Marks the project completed with its note, `onboarding.project.completed.v1`; completing twice is a 409 that
 * changes nothing (the first note and time stay).
 */
export async function completeProject(deps: RecordsDeps, clientId: string, note: string, now = new Date()) {
  await afterCommit(deps, async (em) => {
    const client = await lockedClient(em, clientId);
    if (client.projectCompleted) throw alreadyCompleted();
    client.projectCompleted = true;
    client.projectCompletedAt = now;
    client.completionNote = note.trim();
    client.lastActivityAt = now;
    recordEvent(em, source, onboardingEvents.projectCompleted, {
      clientId: client.id,
      label: client.businessName,
      note: client.completionNote,
      completedAt: now.toISOString(),
    });
    await em.flush();
  });
  return detailOf(deps, clientId);
}

/** Reopens a completed project with its note, `onboarding.project.reopened.v1`; an open project is a 409. */
export async function reopenProject(deps: RecordsDeps, clientId: string, note: string, now = new Date()) {
  await afterCommit(deps, async (em) => {
    const client = await lockedClient(em, clientId);
    if (!client.projectCompleted) throw notCompleted();
    recordEvent(em, source, onboardingEvents.projectReopened, {
      clientId: client.id,
      label: client.businessName,
      note: note.trim(),
      completedAt: client.projectCompletedAt?.toISOString() ?? null,
      reopenedAt: now.toISOString(),
    });
    client.projectCompleted = false;
    client.projectCompletedAt = null;
    client.completionNote = null;
    client.lastActivityAt = now;
    await em.flush();
  });
  return detailOf(deps, clientId);
}

/**
 * identity reports a client's account confirmed a new address (`identity.account.email-changed.v1`): the
 * record takes it and its pending change is settled. An address another client holds stays off this record
 * (one client per address) but the pending change is settled all the same.
 */
export async function applyAccountEmailChanged(em: EntityManager, changed: { clientId?: string; after: string }) {
  if (!changed.clientId) return;
  const client = await em.findOne(OnboardingClient, { id: changed.clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!client) return;
  const email = changed.after.trim().toLowerCase();
  client.pendingEmail = null;
  client.pendingEmailRequestedAt = null;
  if (email !== client.email && !(await em.findOne(OnboardingClient, { email, id: { $ne: client.id } }))) {
    client.email = email;
  }
  await em.flush();
}
