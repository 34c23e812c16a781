import type { components } from '@agency/contracts/openapi/identity';
import * as identitySchemas from '@agency/contracts/openapi/identity.schemas';
import { t, type TextKey } from '../../../shared/i18n/messages';

export type TeamMember = components['schemas']['TeamMember'];
export type TeamInvitation = components['schemas']['TeamInvitation'];
export type TeamRole = components['schemas']['TeamRole'];
export type TeamMemberStatus = components['schemas']['TeamMemberStatus'];
export type NewTeamInvitation = components['schemas']['NewTeamInvitation'];

/** The roles and statuses, in the contract's order. */
export const teamRoles = identitySchemas.TeamRole.enum as readonly TeamRole[];
export const teamStatuses = identitySchemas.TeamMemberStatus.enum as readonly TeamMemberStatus[];

const roleKeys: Record<TeamRole, TextKey> = { admin: 'team.role.admin', member: 'team.role.member' };
const statusKeys: Record<TeamMemberStatus, TextKey> = { active: 'team.status.active', deactivated: 'team.status.deactivated' };

export const roleLabel = (role: TeamRole) => t(roleKeys[role]);
export const statusLabel = (status: TeamMemberStatus) => t(statusKeys[status]);

/** What the screen calls a person: their display name, else their e-mail (an account from before names). */
export const personName = (member: Pick<TeamMember, 'name' | 'email'>) => member.name ?? member.email;
