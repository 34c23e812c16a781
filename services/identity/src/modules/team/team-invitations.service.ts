import { randomUUID } from 'node:crypto';
import { LockMode, raw, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { AppError, notFound, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { NewTeamInvitation } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from '../../config.js';
import { normaliseEmail } from '../users/email.js';
import { findUserByEmail } from '../users/users.service.js';
import { committed } from './committed.js';
import { TeamInvitation } from './team-invitation.entity.js';
import { toTeamInvitationView, type TeamInvitationView } from './team-facts.js';
import { acceptUrlFor, hashInvitationToken, INVITATION_TTL_MS, newInvitationToken } from './invitation-tokens.js';

export type { NewTeamInvitation };

export interface InvitationDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: Pick<IdentityConfig, 'PUBLIC_ORIGIN'>;
}

/** Who sends an invitation: their id and the name the e-mail gives them. */
export interface Inviter {
  id: string;
  name: string;
}

export const emailTaken = () =>
  new AppError(409, 'IDENTITY_EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.');
const invitationPending = () =>
  new AppError(409, 'IDENTITY_INVITATION_PENDING', 'This person already has a pending invitation. Resend it instead.');
const invitationNotFound = () => notFound('IDENTITY_INVITATION_NOT_FOUND', 'There is no pending invitation with this id.');

export const invitationInvalid = () => new AppError(400, 'IDENTITY_INVITATION_INVALID', 'This invitation link is not valid.');
export const invitationUsed = () => new AppError(410, 'IDENTITY_INVITATION_USED', 'This invitation has already been used.');
export const invitationExpired = () =>
  new AppError(410, 'IDENTITY_INVITATION_EXPIRED', 'This invitation has expired. Ask an admin to send a new one.');

const isPending = (invitation: TeamInvitation) => invitation.acceptedAt === null && invitation.revokedAt === null;

/** Records the e-mail's event with a fresh token: the token exists only in the link the event carries. */
function sendWithNewToken(em: EntityManager, deps: InvitationDeps, invitation: TeamInvitation, inviter: Inviter, now: Date) {
  const token = newInvitationToken();
  invitation.tokenHash = hashInvitationToken(token);
  invitation.expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  recordEvent(em, 'identity', identityEvents.teamInvitationSent, {
    invitationId: invitation.id,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    resent: invitation.resentAt !== null,
    invitedByName: inviter.name,
    acceptUrl: acceptUrlFor(deps.config.PUBLIC_ORIGIN, token),
    expiresAt: invitation.expiresAt.toISOString(),
    sentAt: now.toISOString(),
  });
}

/**
 * Invites a person: refused when the address already has an account or a pending invitation (the partial
 * unique index settles two invitations racing for one address).
 */
export function invite(deps: InvitationDeps, request: NewTeamInvitation, inviter: Inviter, now = new Date()) {
  const email = normaliseEmail(request.email);
  return committed(deps, async (em): Promise<TeamInvitationView> => {
    if (await findUserByEmail(em, email)) throw emailTaken();
    if (await em.findOne(TeamInvitation, { [raw('lower(email)')]: email, acceptedAt: null, revokedAt: null }))
      throw invitationPending();
    const invitation = em.create(TeamInvitation, {
      id: randomUUID(),
      email,
      name: request.name.trim(),
      role: request.role,
      tokenHash: '',
      invitedBy: inviter.id,
      createdAt: now,
      expiresAt: now,
      acceptedAt: null,
      revokedAt: null,
      resentAt: null,
    });
    sendWithNewToken(em, deps, invitation, inviter, now);
    return toTeamInvitationView(invitation, now);
  }).catch((error: unknown) => {
    // Two invitations for one address at the same moment: the partial unique index lets one through.
    if (error instanceof UniqueConstraintViolationException && /team_invitations_pending_email/.test(error.message))
      throw invitationPending();
    throw error;
  });
}

async function lockPending(em: EntityManager, id: string): Promise<TeamInvitation> {
  const invitation = await em.findOne(TeamInvitation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!invitation || !isPending(invitation)) throw invitationNotFound();
  return invitation;
}

/** Sends a pending invitation again with a new token and 7 new days: the link sent before stops working. */
export function resend(deps: InvitationDeps, id: string, inviter: Inviter, now = new Date()) {
  return committed(deps, async (em) => {
    const invitation = await lockPending(em, id);
    invitation.resentAt = now;
    sendWithNewToken(em, deps, invitation, inviter, now);
    return toTeamInvitationView(invitation, now);
  });
}

export function revoke(deps: InvitationDeps, id: string, now = new Date()) {
  return committed(deps, async (em) => {
    const invitation = await lockPending(em, id);
    invitation.revokedAt = now;
    recordEvent(em, 'identity', identityEvents.teamInvitationRevoked, {
      invitationId: invitation.id,
      email: invitation.email,
      role: invitation.role,
      revokedAt: now.toISOString(),
    });
  });
}

/**
 * The invitation a link's token is for, if it can still be accepted: unknown and revoked tokens are invalid
 * alike (a revoked link says no more than a made-up one); a used or expired one says so. Pass a lock mode to
 * hold its row for the rest of the transaction.
 */
export async function usableInvitation(
  em: EntityManager,
  token: string,
  now: Date,
  lockMode?: LockMode,
): Promise<TeamInvitation> {
  const invitation = await em.findOne(
    TeamInvitation,
    { tokenHash: hashInvitationToken(token) },
    lockMode === undefined ? {} : { lockMode },
  );
  if (!invitation || invitation.revokedAt) throw invitationInvalid();
  if (invitation.acceptedAt) throw invitationUsed();
  if (invitation.expiresAt <= now) throw invitationExpired();
  return invitation;
}

export async function lookUpInvitation({ orm }: { orm: Orm }, token: string, now = new Date()) {
  const invitation = await usableInvitation(orm.em.fork(), token, now);
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
