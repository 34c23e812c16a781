import { expectOk } from '../../shared/api/expectOk';
import { getSessionState, setSession } from '../../shared/api/session';
import { rememberSession } from './sessionHint';

// The API client (and openapi-fetch) loads when a session is first needed, not with every page's first route.
const clients = () => import('../../shared/api/clients');

export async function signIn(email: string, password: string) {
  const { identityApi } = await clients();
  const session = await expectOk(identityApi.POST('/auth/login', { body: { email, password } }));
  setSession(session);
  rememberSession(true);
  return session.user;
}

export async function signOut() {
  const { endSession } = await clients();
  await endSession();
  rememberSession(false);
}

/** Restores the session from the refresh cookie (or the tab's access code), and remembers whether there was one. */
export async function restoreSession() {
  const { refreshSession } = await clients();
  // Another caller (the provider or a guard) may have restored it while the client loaded.
  if (getSessionState().status !== 'unknown') return;
  rememberSession((await refreshSession()) !== null);
}
