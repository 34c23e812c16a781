import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { actingAs, execute, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents, type Envelope } from '@agency/contracts';
import type { IdentityConfig } from '../../config.js';
import { User } from '../users/user.entity.js';
import { principalOf } from '../users/users.service.js';
import { RefreshToken } from './refresh-token.entity.js';
import { sessionSeen, type SessionDevice } from './session-devices.js';
import { hashRefreshToken, isWellFormedRefreshToken, newRefreshToken } from './tokens.js';

export interface SessionDeps {
  orm: Orm;
  config: Pick<IdentityConfig, 'REFRESH_TOKEN_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
}

/** A refresh token as handed to the browser, once; the database keeps only its hash. */
export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The session it belongs to (its family): the `sid` of the access tokens issued with it. */
  sessionId: string;
}

/** Account access tokens live this long; the session answer tells the browser the same number. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

type SessionsEnded = Envelope<identityEvents.SessionsEnded>;
export type SessionsEndedReason = identityEvents.SessionsEnded['reason'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds a refresh token to a family (a new family id starts a new session) and returns it. */
export function issueRefreshToken(
  em: EntityManager,
  config: SessionDeps['config'],
  userId: string,
  familyId: string = randomUUID(),
): { entity: RefreshToken; issued: IssuedRefreshToken } {
  const token = newRefreshToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.REFRESH_TOKEN_DAYS * DAY_MS);
  const entity = em.create(RefreshToken, {
    id: randomUUID(),
    userId,
    tokenHash: hashRefreshToken(token),
    familyId,
    expiresAt,
    revokedAt: null,
    replacedBy: null,
    createdAt: now,
  });
  return { entity, issued: { token, expiresAt, sessionId: familyId } };
}

/**
 * Starts a session for a user who just proved who they are, noting the device it is used from (the Account
 * page lists it); expired tokens of theirs are swept on the way.
 */
export async function startSession(deps: SessionDeps, userId: string, device?: SessionDevice): Promise<IssuedRefreshToken> {
  const em = deps.orm.em.fork();
  const now = new Date();
  await em.nativeDelete(RefreshToken, { userId, expiresAt: { $lt: now } });
  const { issued } = issueRefreshToken(em, deps.config, userId);
  await em.flush();
  await sessionSeen(em, { familyId: issued.sessionId, userId }, device, now);
  return issued;
}

export type Rotation =
  | { outcome: 'rotated'; user: User; refresh: IssuedRefreshToken }
  | { outcome: 'rejected'; reason: 'missing' | 'unknown' | 'expired' | 'no-user' }
  /** A replayed token: its session is over, and `ended` (when it was still live) tells every service so. */
  | { outcome: 'rejected'; reason: 'reused'; ended?: SessionsEnded };

const revokeFamily = (em: EntityManager, familyId: string, at: Date) =>
  em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: at });

/**
 * Trades a refresh token for its successor in the same family. The presented row is locked, so two
 * requests racing with one token cannot both rotate it: the second sees it revoked. A token that was
 * already rotated away is being replayed — by a thief or by the victim after the thief — so the whole
 * family is revoked and both must sign in again. One exception: a token rotated only seconds ago, in a
 * session that is still live, is another tab of the same browser refreshing at the same moment (they
 * share the cookie), so it gets a successor of its own. The outcome is returned rather than thrown so
 * the family's revocation commits.
 */
export async function rotateRefreshToken(
  deps: SessionDeps & { relay: OutboxRelay },
  token: string | undefined,
  device?: SessionDevice,
): Promise<Rotation> {
  if (token === undefined || token === '') return { outcome: 'rejected', reason: 'missing' };
  if (!isWellFormedRefreshToken(token)) return { outcome: 'rejected', reason: 'unknown' };
  const rotation = await deps.orm.em.fork().transactional(async (em): Promise<Rotation> => {
    const now = new Date();
    const current = await em.findOne(
      RefreshToken,
      { tokenHash: hashRefreshToken(token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!current) return { outcome: 'rejected', reason: 'unknown' };
    if (current.revokedAt && current.replacedBy && (await isConcurrentRefresh(em, deps.config, current, now))) {
      const user = await em.findOne(User, { id: current.userId });
      if (user)
        return { outcome: 'rotated', user, refresh: issueRefreshToken(em, deps.config, user.id, current.familyId).issued };
    }
    if (current.revokedAt) {
      // The thief's access token (or the victim's) still has minutes to run: the session ends everywhere now.
      if ((await revokeFamily(em, current.familyId, now)) === 0) return { outcome: 'rejected', reason: 'reused' };
      const ending = endingOf(current.userId, 'refresh-reused', [current.familyId], now, false);
      return {
        outcome: 'rejected',
        reason: 'reused',
        ended: await recordEvent(em, 'identity', identityEvents.sessionsEnded, ending),
      };
    }
    if (current.expiresAt <= now) return { outcome: 'rejected', reason: 'expired' };
    // Re-read the account: a role change (or a deleted or deactivated account) applies at the next refresh.
    const user = await em.findOne(User, { id: current.userId });
    if (!user || user.status === 'deactivated') {
      await revokeFamily(em, current.familyId, now);
      return { outcome: 'rejected', reason: 'no-user' };
    }
    const next = issueRefreshToken(em, deps.config, user.id, current.familyId);
    current.revokedAt = now;
    current.replacedBy = next.entity.id;
    await sessionSeen(em, { familyId: current.familyId, userId: user.id }, device, now);
    return { outcome: 'rotated', user, refresh: next.issued };
  });
  if (rotation.outcome === 'rejected' && rotation.reason === 'reused' && rotation.ended) {
    await deps.relay.publishNow([rotation.ended]);
  }
  return rotation;
}

/** Rotated within the grace period, and its session still has a live token (it was not signed out or stolen). */
async function isConcurrentRefresh(
  em: EntityManager,
  config: SessionDeps['config'],
  token: RefreshToken,
  now: Date,
): Promise<boolean> {
  if (!token.revokedAt || now.getTime() - token.revokedAt.getTime() > config.REFRESH_REUSE_GRACE_SECONDS * 1000) return false;
  const live = await em.count(RefreshToken, { familyId: token.familyId, revokedAt: null, expiresAt: { $gt: now } });
  return live > 0;
}

/** What `identity.sessions.ended.v1` says, ended at `now`: the access tokens it covers are all expired by then. */
function endingOf(userId: string, reason: SessionsEndedReason, sessionIds: string[], now: Date, everySession: boolean) {
  return {
    userId,
    reason,
    sessionIds,
    issuedBefore: everySession ? now.toISOString() : null,
    endedAt: now.toISOString(),
    tokensExpireBy: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
  };
}

/**
 * Signs out: revokes every token of the presented token's session, wherever it is in its rotation, and records
 * `identity.sessions.ended.v1` for it in the same transaction, so every service refuses the session's access
 * tokens and closes its sockets; it goes to the stream as soon as it commits. The account whose session it is
 * is the event's actor (the refresh cookie proved it). A session already over ends nothing more.
 */
export async function endSession(
  deps: Pick<SessionDeps, 'orm'> & { relay: OutboxRelay },
  token: string | undefined,
): Promise<void> {
  if (!isWellFormedRefreshToken(token)) return;
  const ended = await deps.orm.em.fork().transactional(async (em): Promise<SessionsEnded | undefined> => {
    const current = await em.findOne(RefreshToken, { tokenHash: hashRefreshToken(token) });
    if (!current) return undefined;
    const now = new Date();
    if ((await revokeFamily(em, current.familyId, now)) === 0) return undefined;
    const user = await em.findOne(User, { id: current.userId });
    const record = () =>
      recordEvent(
        em,
        'identity',
        identityEvents.sessionsEnded,
        endingOf(current.userId, 'signed-out', [current.familyId], now, false),
      );
    return user ? actingAs(principalOf(user), record) : record();
  });
  if (ended) await deps.relay.publishNow([ended]);
}

/**
 * Ends every session of an account at once (a password reset or change, a deactivation, "sign out everywhere"),
 * in the caller's transaction: its live refresh tokens are revoked, and `identity.sessions.ended.v1` names every
 * session they belonged to and refuses every access token of the account issued before now. The caller publishes
 * the returned envelope once the transaction commits (`relay.publishNow`); its actor is the caller's.
 *
 * With `keepSessionId` (a password change keeps its caller signed in) that session goes on: the others are
 * listed by id and no time is set, since a time would end the kept session's access token as well.
 */
export async function endSessions(
  em: EntityManager,
  userId: string,
  reason: SessionsEndedReason,
  now = new Date(),
  keepSessionId?: string,
): Promise<SessionsEnded> {
  const { rows } = await execute<{ familyId: string }>(
    em,
    `UPDATE refresh_tokens SET revoked_at = :now
     WHERE user_id = :userId AND revoked_at IS NULL AND expires_at > :now
       AND (CAST(:keep AS uuid) IS NULL OR family_id <> CAST(:keep AS uuid))
     RETURNING family_id`,
    { userId, now, keep: keepSessionId ?? null },
  );
  const sessionIds = [...new Set(rows.map((row) => row.familyId))];
  const ending = endingOf(userId, reason, sessionIds, now, keepSessionId === undefined);
  return recordEvent(em, 'identity', identityEvents.sessionsEnded, ending);
}

/**
 * Ends one session of an account (signed out from the Account page), in the caller's transaction; undefined when
 * the account has no such live session (another account's, or one already over), and then nothing is recorded.
 */
export async function endSessionOf(
  em: EntityManager,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<SessionsEnded | undefined> {
  const { rowCount } = await execute(
    em,
    `UPDATE refresh_tokens SET revoked_at = :now
     WHERE user_id = :userId AND family_id = :sessionId AND revoked_at IS NULL AND expires_at > :now`,
    { userId, sessionId, now },
  );
  if (rowCount === 0) return undefined;
  return recordEvent(em, 'identity', identityEvents.sessionsEnded, endingOf(userId, 'signed-out', [sessionId], now, false));
}
