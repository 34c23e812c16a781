import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a document link works. */
export const linkLifetimeSeconds = 10 * 60;

/** base64url HMAC-SHA256 of "<document>:<expires>" (43 characters). */
export const signatureOf = (secret: string, document: string, expires: number): string =>
  createHmac('sha256', secret).update(`${document}:${expires}`).digest('base64url');

/** The signature and expiry of a link that works for `linkLifetimeSeconds` from `now`. */
export function signLink(secret: string, document: string, now: Date): { expires: number; signature: string } {
  const expires = Math.floor(now.getTime() / 1000) + linkLifetimeSeconds;
  return { expires, signature: signatureOf(secret, document, expires) };
}

/** Whether a link's signature is ours for this document and expiry (compared in constant time) and it has not expired. */
export function linkIsValid(secret: string, document: string, expires: number, signature: string, now: Date): boolean {
  const expected = Buffer.from(signatureOf(secret, document, expires));
  const given = Buffer.from(signature);
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  return signed && expires * 1000 > now.getTime();
}
