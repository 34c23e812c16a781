import { createContext } from 'react';
import type { SessionStatus, User } from '../api/session';

export interface AuthValue {
  /** 'unknown' while the start-up session restore is in flight. */
  status: SessionStatus;
  user: User | null;
  isAdmin: boolean;
  signIn(email: string, password: string): Promise<User>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);
