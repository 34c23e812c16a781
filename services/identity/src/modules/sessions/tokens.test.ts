import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashRefreshToken, isWellFormedRefreshToken, newRefreshToken } from './tokens.js';

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = newRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newRefreshToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const token = newRefreshToken();
    const hashed = hashRefreshToken(token);
    expect(hashed).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).not.toContain(token);
    expect(hashRefreshToken(token)).toBe(hashed);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['short', false],
    ['a'.repeat(44), false],
    [`${'a'.repeat(42)}=`, false],
    [`${'a'.repeat(42)}+`, false],
    ['a'.repeat(43), true],
  ])('recognises %j as well-formed: %s', (token, expected) => {
    expect(isWellFormedRefreshToken(token)).toBe(expected);
  });
});
