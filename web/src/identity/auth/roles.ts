import type { User } from '../../shared/api/session';

/** The back office is the team's: admins (mentors) and members (students). Clients have the portal. */
export const isTeamUser = (user: User | null | undefined): boolean => user?.role === 'admin' || user?.role === 'member';
