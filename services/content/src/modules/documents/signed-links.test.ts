import { describe, expect, it } from 'vitest';
import { linkIsValid, linkLifetimeSeconds, signatureOf, signLink } from './signed-links.js';

const secret = 'a-test-secret-that-is-long-enough-0123';
const now = new Date('2026-03-01T12:00:00Z');

describe('signed document links', () => {
  it('signs "<document>:<expires>" with HMAC-SHA256 as 43 base64url characters, valid for 10 minutes', () => {
    const { expires, signature } = signLink(secret, 'mission-paper', now);
    expect(expires).toBe(now.getTime() / 1000 + 600);
    expect(linkLifetimeSeconds).toBe(600);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkIsValid(secret, 'mission-paper', expires, signature, now)).toBe(true);
    expect(linkIsValid(secret, 'mission-paper', expires, signature, new Date((expires - 1) * 1000))).toBe(true);
  });

  it('refuses a link once it has expired', () => {
    const { expires, signature } = signLink(secret, 'mission-paper', now);
    expect(linkIsValid(secret, 'mission-paper', expires, signature, new Date(expires * 1000))).toBe(false);
  });

  it('refuses a changed signature, expiry, document or key', () => {
    const { expires, signature } = signLink(secret, 'mission-paper', now);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(linkIsValid(secret, 'mission-paper', expires, flipped, now)).toBe(false);
    expect(linkIsValid(secret, 'mission-paper', expires + 3600, signature, now)).toBe(false);
    expect(linkIsValid(secret, 'other-paper', expires, signature, now)).toBe(false);
    expect(linkIsValid(`${secret}x`, 'mission-paper', expires, signature, now)).toBe(false);
    expect(linkIsValid(secret, 'mission-paper', expires, signature.slice(1), now)).toBe(false);
    expect(signatureOf(secret, 'mission-paper', expires)).toBe(signature);
  });
});
