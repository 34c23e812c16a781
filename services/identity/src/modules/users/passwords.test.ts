import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, passwordHashOptions, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(first, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword(first, '')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch rather than an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('keeps the dummy hash on the same parameters as real hashes, so it costs the same to verify', () => {
    expect(parseOptions(dummyPasswordHash)).toMatchObject(passwordHashOptions);
    expect(dummyPasswordHash.startsWith('$argon2id$')).toBe(true);
  });
});
