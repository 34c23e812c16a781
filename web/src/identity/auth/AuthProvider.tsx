import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { getSessionState, subscribeToSession } from '../../shared/api/session';
import { AuthContext, type AuthValue } from './AuthContext';
import { isTeamUser } from './roles';
import { shouldRestoreSession } from './sessionHint';
import { restoreSession, signIn, signOut } from './sessionRequests';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, session } = useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
  const { pathname } = useLocation();

  // Restores the session from the refresh cookie the first time a path needs it.
  useEffect(() => {
    if (getSessionState().status !== 'unknown' || !shouldRestoreSession(pathname)) return;
    void restoreSession();
  }, [pathname]);

  const value = useMemo<AuthValue>(() => {
    const user = session?.user ?? null;
    return { status, user, isTeam: isTeamUser(user), isAdmin: user?.role === 'admin', signIn, signOut };
  }, [status, session]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
