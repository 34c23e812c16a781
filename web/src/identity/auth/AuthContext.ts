import { createContext } from 'react';
import type { SessionStatus, User } from '../../shared/api/session';

export interface AuthValue {
  /** 'unknown' while the start-up session restore is in flight. */
  status: SessionStatus;
  user: User | null;
  /** On the team: an admin (mentor) or a member (student); the back office is theirs. */
  isTeam: boolean;
  /** An admin: the team's management, the payment diagnostic and the other admin-only screens. */
  isAdmin: boolean;
  signIn(email: string, password: string): Promise<User>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);
