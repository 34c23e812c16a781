import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Orm } from '@agency/kit';
import type { IdentityConfig } from '../../config.js';
import { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { hashRefreshToken, isWellFormedRefreshToken, newRefreshToken } from './tokens.js';

export interface SessionDeps {
  orm: Orm;
  config: Pick<IdentityConfig, 'REFRESH_TOKEN_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
}

/** A refresh token as handed to the browser, once; the database keeps only its hash. */
export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

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
  return { entity, issued: { token, expiresAt } };
}

/** Starts a session for a user who just proved who they are; expired tokens of theirs are swept on the way. */
export async function startSession(deps: SessionDeps, userId: string): Promise<IssuedRefreshToken> {
  const em = deps.orm.em.fork();
  await em.nativeDelete(RefreshToken, { userId, expiresAt: { $lt: new Date() } });
  const { issued } = issueRefreshToken(em, deps.config, userId);
  await em.flush();
  return issued;
}

export type Rotation =
  | { outcome: 'rotated'; user: User; refresh: IssuedRefreshToken }
  | { outcome: 'rejected'; reason: 'missing' | 'unknown' | 'expired' | 'reused' | 'no-user' };

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
export async function rotateRefreshToken(deps: SessionDeps, token: string | undefined): Promise<Rotation> {
  if (token === undefined || token === '') return { outcome: 'rejected', reason: 'missing' };
  if (!isWellFormedRefreshToken(token)) return { outcome: 'rejected', reason: 'unknown' };
  return deps.orm.em.fork().transactional(async (em): Promise<Rotation> => {
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
      await revokeFamily(em, current.familyId, now);
      return { outcome: 'rejected', reason: 'reused' };
    }
    if (current.expiresAt <= now) return { outcome: 'rejected', reason: 'expired' };
    // Re-read the account: a role change (or a deleted account) applies at the next refresh.
    const user = await em.findOne(User, { id: current.userId });
    if (!user) {
      await revokeFamily(em, current.familyId, now);
      return { outcome: 'rejected', reason: 'no-user' };
    }
    const next = issueRefreshToken(em, deps.config, user.id, current.familyId);
    current.revokedAt = now;
    current.replacedBy = next.entity.id;
    return { outcome: 'rotated', user, refresh: next.issued };
  });
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

/** Signs out: revokes every token of the presented token's session, wherever it is in its rotation. */
export async function endSession(deps: Pick<SessionDeps, 'orm'>, token: string | undefined): Promise<void> {
  if (!isWellFormedRefreshToken(token)) return;
  const em = deps.orm.em.fork();
  const current = await em.findOne(RefreshToken, { tokenHash: hashRefreshToken(token) });
  if (current) await revokeFamily(em, current.familyId, new Date());
}
