import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { AppError, faultPoint, notFound, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { AccessCodeIssued } from '@agency/contracts/openapi/onboarding';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { AccessCode } from './access-code.entity.js';
import { accessCodeLifetimeMs, newAccessCode } from './access-code.rules.js';

export type { AccessCodeIssued };

export interface AccessCodeDeps {
  orm: Orm;
  relay: OutboxRelay;
  /** Draws a code; tests give one that collides on purpose. */
  newCode?: () => string;
}

export const source = 'onboarding';

/** Collisions are one in ~2.2 billion per code already issued; five draws in a row colliding means something else is wrong. */
const codeAttempts = 5;

export const clientNotFound = () => notFound('ONBOARDING_CLIENT_NOT_FOUND', 'No client with this id.');
const alreadyRegistered = () =>
  new AppError(409, 'ONBOARDING_ALREADY_REGISTERED', 'This client has already registered; it needs no new access code.');

const isCodeCollision = (error: unknown) =>
  error instanceof UniqueConstraintViolationException &&
  (error as { constraint?: string }).constraint === 'access_codes_code_unique';

/**
 * Runs `work` in one transaction with a freshly drawn code, then wakes the relay. The unique index decides
 * whether a code is free: a collision rolls the whole transaction back (nothing of it stays, its event
 * neither) and it runs again with a new draw.
 */
export async function withFreshCode<T>(deps: AccessCodeDeps, work: (em: EntityManager, code: string) => Promise<T>): Promise<T> {
  const draw = deps.newCode ?? newAccessCode;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await deps.orm.em.fork().transactional((em) => work(em, draw()));
      faultPoint('outbox:after-commit');
      deps.relay.wake();
      return result;
    } catch (error) {
      if (!isCodeCollision(error) || attempt >= codeAttempts) throw error;
    }
  }
}

/** A new code for `client`, tied to its e-mail, valid 30 days from `now`; the client now points at it. */
export function issueCode(em: EntityManager, client: { id: string; email: string }, code: string, now: Date): AccessCode {
  return em.create(AccessCode, {
    id: randomUUID(),
    clientId: client.id,
    code,
    clientEmail: client.email,
    expiresAt: new Date(now.getTime() + accessCodeLifetimeMs),
    issuedAt: now,
    emailedAt: null,
    redeemedAt: null,
    revokedAt: null,
  });
}

/** Records `onboarding.client.invited.v1`: the invitation e-mail and identity's copy of the code follow from it. */
export function recordInvitation(
  em: EntityManager,
  client: OnboardingClient,
  accessCode: AccessCode,
  revokedAccessCodeIds: string[],
  now: Date,
): void {
  recordEvent(em, source, onboardingEvents.clientInvited, {
    clientId: client.id,
    businessName: client.businessName,
    contactName: client.contactName,
    email: client.email,
    package: client.package,
    accessCode: { id: accessCode.id, code: accessCode.code, expiresAt: accessCode.expiresAt.toISOString() },
    revokedAccessCodeIds,
    invitedAt: now.toISOString(),
  });
}

export const issuedCode = (accessCode: AccessCode): AccessCodeIssued => ({
  id: accessCode.id,
  code: accessCode.code,
  expiresAt: accessCode.expiresAt.toISOString(),
});

/**
 * A new code for a client that has not registered: its unredeemed codes are revoked, the new one becomes
 * its current code, and a new invitation is recorded naming the revoked ones, with
 * `onboarding.access-code.issued.v1` for the record of who did it. The client's row is locked,
 * so two re-issues at once leave one code active.
 */
export function reissueAccessCode(deps: AccessCodeDeps, clientId: string): Promise<AccessCodeIssued> {
  return withFreshCode(deps, async (em, code) => {
    const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw clientNotFound();
    const codes = await em.find(AccessCode, { clientId });
    if (codes.some((existing) => existing.redeemedAt)) throw alreadyRegistered();
    const now = new Date();
    const revoked = codes.filter((existing) => !existing.revokedAt);
    for (const existing of revoked) existing.revokedAt = now;
    const accessCode = issueCode(em, client, code, now);
    client.accessCodeId = accessCode.id;
    client.lastActivityAt = now;
    const revokedAccessCodeIds = revoked.map((existing) => existing.id);
    recordInvitation(em, client, accessCode, revokedAccessCodeIds, now);
    // The readable record of the re-issue, without the code: the invitation above carries it for the e-mail.
    recordEvent(em, source, onboardingEvents.accessCodeIssued, {
      clientId: client.id,
      label: client.businessName,
      accessCodeId: accessCode.id,
      expiresAt: accessCode.expiresAt.toISOString(),
      revokedAccessCodeIds,
      issuedAt: now.toISOString(),
    });
    return issuedCode(accessCode);
  });
}

/** The later of two times: a late or repeated event never moves Last Activity back. */
const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * identity made an account with the code: it is redeemed (the first time counts) and the client was active.
 * Runs inside the consumer's inbox transaction.
 */
export async function markRedeemed(
  em: EntityManager,
  registration: { accessCodeId: string; registeredAt: string },
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  const accessCode = await em.findOne(AccessCode, { id: registration.accessCodeId });
  if (!accessCode) {
    log.warn({ accessCodeId: registration.accessCodeId }, 'registration with an access code this service never issued');
    return;
  }
  const registeredAt = new Date(registration.registeredAt);
  const firstRegistration = !accessCode.redeemedAt;
  accessCode.redeemedAt ??= registeredAt;
  const client = await em.findOne(OnboardingClient, { id: accessCode.clientId });
  if (!client) return;
  client.lastActivityAt = latest(client.lastActivityAt, registeredAt);
  // Registered before paying: the client now waits at payment. One that paid with its code alone is past it.
  if (firstRegistration && !client.paymentCompleted) client.stepReachedAt = registeredAt;
}

/** What an invitation e-mail's delivery names as its reference. */
const invitationReference = /^access-code:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** notifications sent an e-mail: when it was an invitation, its code was e-mailed then (the first time counts). */
export async function markEmailed(em: EntityManager, sent: { reference: string | null; sentAt: string }): Promise<void> {
  const accessCodeId = sent.reference?.match(invitationReference)?.[1];
  if (!accessCodeId) return;
  const accessCode = await em.findOne(AccessCode, { id: accessCodeId.toLowerCase() });
  if (accessCode) accessCode.emailedAt ??= new Date(sent.sentAt);
}
