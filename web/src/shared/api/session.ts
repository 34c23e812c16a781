import type { components } from '@agency/contracts/openapi/identity';
import { chooseTimeZone } from '../lib/viewerZone';

export type Session = components['schemas']['Session'];
export type User = components['schemas']['User'];

/** 'unknown' until the start-up refresh has answered. */
export type SessionStatus = 'unknown' | 'ready';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
}

// The access token lives only in memory; the refresh token is an httpOnly cookie.
let state: SessionState = { status: 'unknown', session: null };
const listeners = new Set<() => void>();

export function getSessionState(): SessionState {
  return state;
}

export function getAccessToken(): string | undefined {
  return state.session?.accessToken;
}

export function setSession(session: Session | null): void {
  state = { status: 'ready', session };
  // The account's time zone applies with its session; signed out, the browser's.
  chooseTimeZone(session?.user.timeZone);
  listeners.forEach((listener) => listener());
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
