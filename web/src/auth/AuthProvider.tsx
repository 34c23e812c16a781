import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { expectOk } from '../api/expectOk';
import { getSessionState, setSession, subscribeToSession } from '../api/session';
import { AuthContext, type AuthValue } from './AuthContext';
import { rememberSession, shouldRestoreSession } from './sessionHint';

// The API client (and openapi-fetch) loads when a session is first needed, not with every page's first route.
const clients = () => import('../api/clients');

async function signIn(email: string, password: string) {
  const { identityApi } = await clients();
  const session = await expectOk(identityApi.POST('/auth/login', { body: { email, password } }));
  setSession(session);
  rememberSession(true);
  return session.user;
}

async function signOut() {
  const { endSession } = await clients();
  await endSession();
  rememberSession(false);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, session } = useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
  const { pathname } = useLocation();

  // Restores the session from the refresh cookie the first time a path needs it.
  useEffect(() => {
    if (getSessionState().status !== 'unknown' || !shouldRestoreSession(pathname)) return;
    void clients()
      .then(({ refreshSession }) => refreshSession())
      .then((restored) => rememberSession(restored !== null));
  }, [pathname]);

  const value = useMemo<AuthValue>(() => {
    const user = session?.user ?? null;
    return { status, user, isAdmin: user?.role === 'admin', signIn, signOut };
  }, [status, session]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
