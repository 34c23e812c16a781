import { describe, expect, it } from 'vitest';
import { accessCodePattern } from '@agency/contracts/onboarding/rules';
import { accessCodeState, accessCodeSymbols, newAccessCode } from './access-code.rules.js';

describe('access codes', () => {
  it('are MB- and 6 capital letters or digits, as the contract says, and spread over every symbol', () => {
    const codes = Array.from({ length: 5000 }, newAccessCode);
    for (const code of codes) expect(code).toMatch(/^MB-[A-HJKMNP-Z2-9]{6}$/);
    for (const code of codes) expect(code).toMatch(accessCodePattern);
    // 5,000 draws from 31^6 codes repeat one about 1.4 % of the time (the birthday bound), which is why the
    // unique index, not the draw, decides; three or more repeats would mean the draw is not uniform
    // (chance about 1 in 2 million).
    expect(codes.length - new Set(codes).size).toBeLessThanOrEqual(2);
    const seen = new Set(codes.flatMap((code) => [...code.slice(3)]));
    expect([...seen].sort().join('')).toBe([...accessCodeSymbols].sort().join(''));
  });

  it('have no look-alikes (0 and O, 1, I and L): 31 symbols', () => {
    expect(accessCodeSymbols).toHaveLength(31);
    expect(new Set(accessCodeSymbols).size).toBe(31);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(accessCodeSymbols).not.toContain(lookAlike);
  });

  it('are redeemed, then revoked, then expired, else active', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const later = new Date('2026-03-31T12:00:00Z');
    const earlier = new Date('2026-02-01T12:00:00Z');
    expect(accessCodeState({ expiresAt: later, redeemedAt: null, revokedAt: null }, now)).toBe('active');
    expect(accessCodeState({ expiresAt: now, redeemedAt: null, revokedAt: null }, now)).toBe('expired');
    expect(accessCodeState({ expiresAt: earlier, redeemedAt: null, revokedAt: earlier }, now)).toBe('revoked');
    expect(accessCodeState({ expiresAt: earlier, redeemedAt: earlier, revokedAt: now }, now)).toBe('redeemed');
  });
});
