import { createHash, randomBytes } from 'node:crypto';

/** An invitation link works this long (the 7 days), from when it was sent or last resent. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes (256 bits), base64url: 43 characters. Only the e-mail to the invited address carries it. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: its SHA-256, hex. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The accept page reads the token from the link's hash, which browsers never send to a server (nor to a log). */
export const acceptUrlFor = (origin: string, token: string) => `${origin}/team/invitation#token=${token}`;
