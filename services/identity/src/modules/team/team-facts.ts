import { teamMemberName } from '@agency/kit';
import type { TeamInvitation as TeamInvitationView, TeamMember as TeamMemberView } from '@agency/contracts/openapi/identity';
import type { TeamMemberFacts } from '@agency/contracts/events/identity';
import type { TeamRole, User } from '../users/user.entity.js';
import type { TeamInvitation } from './team-invitation.entity.js';

export type { TeamMemberView, TeamInvitationView };

/** The name a person goes by on the team: their display name, else the spec's fallback from the e-mail. */
export const displayNameOf = (user: Pick<User, 'name' | 'email'>) => user.name || teamMemberName(user.email);

/** A person as the team's events describe them, after the change being reported. */
export const teamMemberFacts = (user: User): TeamMemberFacts => ({
  userId: user.id,
  email: user.email,
  name: displayNameOf(user),
  role: user.role as TeamRole,
  status: user.status,
});

export const toTeamMemberView = (user: User): TeamMemberView => ({
  id: user.id,
  email: user.email,
  ...(user.name && { name: user.name }),
  role: user.role as TeamRole,
  status: user.status,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

export const toTeamInvitationView = (invitation: TeamInvitation, now: Date): TeamInvitationView => ({
  id: invitation.id,
  email: invitation.email,
  name: invitation.name,
  role: invitation.role,
  invitedAt: (invitation.resentAt ?? invitation.createdAt).toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
  expired: invitation.expiresAt <= now,
});
