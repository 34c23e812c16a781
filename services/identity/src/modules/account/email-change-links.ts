import { createHash, randomBytes } from 'node:crypto';

/** An e-mail change link works this long. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes (256 bits), base64url: 43 characters. Only the e-mail to the new address carries it. */
export const newEmailChangeToken = () => randomBytes(32).toString('base64url');

export const isWellFormedEmailChangeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** What the database keeps instead of the token: its SHA-256, hex. */
export const hashEmailChangeToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The page reads the token from the link's hash, which browsers never send to a server (so it is in no log). */
export const confirmUrlFor = (origin: string, token: string) => `${origin}/account/confirm-email#token=${token}`;
