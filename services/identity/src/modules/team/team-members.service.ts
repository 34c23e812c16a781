import { LockMode, type EntityManager } from '@mikro-orm/core';
import { AppError, execute, notFound, queryRows, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents, type Envelope } from '@agency/contracts';
import type { Team, Teammate, operations } from '@agency/contracts/openapi/identity';
import { endSessions } from '../sessions/sessions.service.js';
import { User, type TeamRole } from '../users/user.entity.js';
import { committed } from './committed.js';
import { TeamInvitation } from './team-invitation.entity.js';
import { displayNameOf, teamMemberFacts, toTeamInvitationView, toTeamMemberView, type TeamMemberView } from './team-facts.js';

export type TeamQuery = operations['listTeam']['parameters']['query'];

export interface TeamDeps {
  orm: Orm;
  relay: OutboxRelay;
}

const memberNotFound = () => notFound('IDENTITY_TEAM_MEMBER_NOT_FOUND', 'There is no one on the team with this id.');
const lastAdmin = () =>
  new AppError(409, 'IDENTITY_LAST_ADMIN', 'The team needs at least one active admin. Make someone else an admin first.');

const teamRoles: TeamRole[] = ['admin', 'member'];

/** `%…%` for ILIKE, with the pattern's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The team's people (never clients) and its pending invitations, by name, searched and filtered. */
export async function listTeam({ orm }: { orm: Orm }, query: TeamQuery = {}, now = new Date()): Promise<Team> {
  const em = orm.em.fork();
  const search = query.q?.trim();
  const roles = query.role ? [query.role] : teamRoles;
  const matching = search ? { $or: [{ name: { $ilike: containing(search) } }, { email: { $ilike: containing(search) } }] } : {};
  const members = await em.find(
    User,
    { role: { $in: roles }, ...(query.status && { status: query.status }), ...matching },
    { orderBy: { name: 'asc', email: 'asc' } },
  );
  // Invitations have no status of their own: asking for one shows people only.
  const invitations = query.status
    ? []
    : await em.find(
        TeamInvitation,
        { acceptedAt: null, revokedAt: null, role: { $in: roles }, ...matching },
        { orderBy: { createdAt: 'desc' } },
      );
  return {
    members: members.map(toTeamMemberView),
    invitations: invitations.map((invitation) => toTeamInvitationView(invitation, now)),
  };
}

/** The active people of the team, by the name they go by, for pickers. */
export async function listTeammates({ orm }: { orm: Orm }): Promise<Teammate[]> {
  const rows = await queryRows<{ id: string; name: string | null; email: string; role: TeamRole }>(
    orm,
    `SELECT id, name, email, role FROM users WHERE role IN ('admin', 'member') AND status = 'active'`,
  );
  return rows
    .map((row) => ({ id: row.id, name: displayNameOf(row), role: row.role }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every change that could leave the team without an active admin takes this lock first, so two of them
 * (two admins demoting each other at once) run one after the other and the second sees the first's result.
 */
async function holdAdminsLock(em: EntityManager): Promise<void> {
  await execute(em, "SELECT pg_advisory_xact_lock(hashtext('identity: the last active admin'))");
}

async function otherActiveAdmins(em: EntityManager, userId: string): Promise<number> {
  return em.count(User, { role: 'admin', status: 'active', id: { $ne: userId } });
}

async function lockTeamMember(em: EntityManager, id: string): Promise<User> {
  const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  // A client is not on the team: the same answer as nobody.
  if (!user || user.role === 'client') throw memberNotFound();
  return user;
}

export function changeRole(deps: TeamDeps, id: string, role: TeamRole, now = new Date()): Promise<TeamMemberView> {
  return committed(deps, async (em) => {
    await holdAdminsLock(em);
    const user = await lockTeamMember(em, id);
    const before = user.role as TeamRole;
    if (before === role) return toTeamMemberView(user);
    if (before === 'admin' && user.status === 'active' && (await otherActiveAdmins(em, user.id)) === 0) throw lastAdmin();
    user.role = role;
    recordEvent(em, 'identity', identityEvents.teamMemberRoleChanged, {
      member: teamMemberFacts(user),
      before,
      after: role,
      changedAt: now.toISOString(),
    });
    return toTeamMemberView(user);
  });
}

/**
 * Deactivates a person and ends every session of theirs in the same transaction; the sessions' end goes to
 * the stream as soon as it commits, so every service refuses their tokens and closes their sockets at once.
 */
export async function deactivate(deps: TeamDeps, id: string, now = new Date()): Promise<TeamMemberView> {
  let ended: Envelope<unknown> | undefined;
  const view = await committed(deps, async (em) => {
    await holdAdminsLock(em);
    const user = await lockTeamMember(em, id);
    if (user.status === 'deactivated') return toTeamMemberView(user);
    if (user.role === 'admin' && (await otherActiveAdmins(em, user.id)) === 0) throw lastAdmin();
    user.status = 'deactivated';
    await em.flush();
    ended = await endSessions(em, user.id, 'deactivated', now);
    recordEvent(em, 'identity', identityEvents.teamMemberDeactivated, {
      member: teamMemberFacts(user),
      deactivatedAt: now.toISOString(),
    });
    return toTeamMemberView(user);
  });
  if (ended) await deps.relay.publishNow([ended]);
  return view;
}

export function reactivate(deps: TeamDeps, id: string, now = new Date()): Promise<TeamMemberView> {
  return committed(deps, async (em) => {
    const user = await lockTeamMember(em, id);
    if (user.status === 'active') return toTeamMemberView(user);
    user.status = 'active';
    recordEvent(em, 'identity', identityEvents.teamMemberReactivated, {
      member: teamMemberFacts(user),
      reactivatedAt: now.toISOString(),
    });
    return toTeamMemberView(user);
  });
}
