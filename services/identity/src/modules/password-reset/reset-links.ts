import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PasswordResetToken } from './password-reset-token.entity.js';

/** A reset link works this long. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** 32 random bytes (256 bits), base64url: 43 characters. Only the e-mail to the account holder carries it. */
const newResetToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: its SHA-256, hex. */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The page that reads the token from the link's hash (never sent to a server, so never in a log). */
export const resetUrlFor = (origin: string, token: string) => `${origin}/reset-password#type=recovery&token=${token}`;

export interface ResetLink {
  resetUrl: string;
  expiresAt: Date;
}

/**
 * A new single-use reset link for an account, in the caller's transaction: the token is stored as its SHA-256
 * and works for RESET_TOKEN_TTL_MS from `now`. The caller records the event that carries the link to the owner.
 */
export async function issueResetLink(em: EntityManager, origin: string, userId: string, now: Date): Promise<ResetLink> {
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  // Links that have run out are swept on the way; live ones keep working until used or expired.
  await em.nativeDelete(PasswordResetToken, { userId, expiresAt: { $lt: now } });
  em.create(PasswordResetToken, {
    id: randomUUID(),
    userId,
    tokenHash: hashResetToken(token),
    expiresAt,
    usedAt: null,
    createdAt: now,
  });
  return { resetUrl: resetUrlFor(origin, token), expiresAt };
}
