/*
 * Anonymous visitors have no refresh cookie, and a refresh call would only log a 401 in the console
 * of every public page. So the session is restored on portal and admin paths, or anywhere once this
 * browser has signed in. The hint is not a credential: the httpOnly cookie is.
 */
const HINT_KEY = 'hasSession';

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be unavailable; restoring then depends on the path alone.
  }
}

export function shouldRestoreSession(pathname: string): boolean {
  if (/^\/(admin|onboarding)(\/|$)/.test(pathname)) return true;
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}
