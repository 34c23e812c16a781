import { createHash, randomBytes } from 'node:crypto';

/** A new refresh token: 32 random bytes, base64url (43 characters). Only the holder's cookie keeps it. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, hex. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Anything else in the cookie cannot be one of ours, and is turned away without a database query. */
export function isWellFormedRefreshToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
