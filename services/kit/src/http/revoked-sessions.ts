import type { Principal } from './auth.js';

/** Sessions identity ended before their access tokens expired (`identity.sessions.ended.v1`). */
export interface EndedSessions {
  userId: string;
  /** The sessions that ended: the `sid` of their access tokens. */
  sessionIds: readonly string[];
  /** When set, every access token of the user issued before this moment ends too, whatever its session. */
  issuedBefore: Date | null;
  /** No access token of these sessions is valid after this moment, so they are forgotten then. */
  tokensExpireBy: Date;
}

/** What of a verified token tells whether an ending covers it. */
export type TokenClaims = Pick<Principal, 'sub' | 'sid' | 'iat'>;

/**
 * Whether `ended` covers the token. `iat` counts whole seconds, so a token from the second `issuedBefore` falls
 * in may have been issued just after it (a sign-in right after a password reset): only tokens issued in an
 * earlier second are taken as covered by the time, and those of that second by their session, which identity
 * lists with every session it ends. A token without `iat` cannot show it is newer.
 */
export function endingCovers(ended: EndedSessions, claims: TokenClaims): boolean {
  if (claims.sid !== undefined && ended.sessionIds.includes(claims.sid)) return true;
  if (ended.issuedBefore === null || claims.sub !== ended.userId) return false;
  return claims.iat === undefined || claims.iat < Math.floor(ended.issuedBefore.getTime() / 1000);
}

type Listener = (ended: EndedSessions) => void;

/**
 * One replica's list of the sessions that ended while their access tokens may still be valid, kept in memory and
 * fed by the replica's own listener on identity's stream (every replica hears every ending). An entry is dropped
 * once the tokens it covers have expired, so the list holds at most the endings of the last hour.
 *
 * Until the listener has read the endings published before the service started, the list is not current and
 * `verifyCaller` refuses every token with 503 rather than take one that was ended while the service was down.
 */
export class RevokedSessions {
  /** Ended sessions by id, with when their tokens have all expired (epoch ms). */
  private readonly sessions = new Map<string, number>();
  /** Users all of whose tokens issued before `before` (epoch s) ended, until `until` (epoch ms). */
  private readonly users = new Map<string, { before: number; until: number }>();
  private readonly listeners = new Set<Listener>();
  private current: boolean;

  /** `current: false` for a list that must first be filled from what was published before it started. */
  constructor(options: { current?: boolean } = {}) {
    this.current = options.current ?? true;
  }

  /** Whether the endings published before the service started have been read. */
  get isCurrent(): boolean {
    return this.current;
  }

  markCurrent(): void {
    this.current = true;
  }

  /** Records an ending and tells the listeners (open sockets close theirs); one whose tokens have all expired is ignored. */
  end(ended: EndedSessions, now = Date.now()): void {
    this.forgetExpired(now);
    const until = ended.tokensExpireBy.getTime();
    if (until <= now) return;
    for (const sid of ended.sessionIds) this.sessions.set(sid, Math.max(until, this.sessions.get(sid) ?? 0));
    if (ended.issuedBefore !== null) {
      const before = Math.floor(ended.issuedBefore.getTime() / 1000);
      const known = this.users.get(ended.userId);
      this.users.set(ended.userId, { before: Math.max(before, known?.before ?? 0), until: Math.max(until, known?.until ?? 0) });
    }
    for (const listener of this.listeners) listener(ended);
  }

  /** Whether the token's session has ended (or every session of its holder, since before it was issued). */
  isRevoked(claims: TokenClaims, now = Date.now()): boolean {
    if (claims.sid !== undefined && (this.sessions.get(claims.sid) ?? 0) > now) return true;
    const user = this.users.get(claims.sub);
    if (!user || user.until <= now) return false;
    return claims.iat === undefined || claims.iat < user.before;
  }

  /** Calls `listener` with every ending from now on; answers how to stop. */
  onEnded(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How many sessions and users the list holds (for tests and metrics). */
  get size(): number {
    return this.sessions.size + this.users.size;
  }

  private forgetExpired(now: number): void {
    for (const [sid, until] of this.sessions) if (until <= now) this.sessions.delete(sid);
    for (const [userId, { until }] of this.users) if (until <= now) this.users.delete(userId);
  }
}
