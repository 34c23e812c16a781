import type { Principal } from './auth.js';
import { endingCovers, type RevokedSessions } from './revoked-sessions.js';

/** The close code of a socket whose token expired or whose session ended: the browser refreshes and connects again. */
export const SESSION_OVER_CLOSE = 4401;

const expired = 'Your session has expired. Sign in again.';
const ended = 'Your session has ended. Sign in again.';

/** What of a socket the watch needs. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Closes an authenticated socket with 4401 when its access token expires (a timer at `exp`) or identity ends its
 * session, whichever comes first, so that a socket lives no longer than the token it was opened with. Answers
 * false, having closed it, when the session ended between the token's check and now.
 */
export function closeWhenSessionEnds(
  socket: ClosableSocket,
  principal: Principal,
  revoked: RevokedSessions,
  now = Date.now(),
): boolean {
  if (revoked.isRevoked(principal, now)) {
    socket.close(SESSION_OVER_CLOSE, ended);
    return false;
  }
  const stopListening = revoked.onEnded((ending) => {
    if (endingCovers(ending, principal)) socket.close(SESSION_OVER_CLOSE, ended);
  });
  const timer =
    principal.exp === undefined
      ? undefined
      : setTimeout(() => socket.close(SESSION_OVER_CLOSE, expired), principal.exp * 1000 - now);
  socket.once('close', () => {
    clearTimeout(timer);
    stopListening();
  });
  return true;
}
