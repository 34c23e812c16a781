import { describe, expect, it } from 'vitest';
import { isEmail, isPhone, isPresent } from './validation';

describe('isEmail', () => {
  it('accepts an e-mail shape and rejects others', () => {
    expect(isEmail('owner@shop.ca')).toBe(true);
    expect(isEmail('  owner@shop.ca ')).toBe(true);
    expect(isEmail('owner@shop')).toBe(false);
    expect(isEmail('owner shop@x.ca')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});

describe('isPhone', () => {
  it('needs a digit and allows only digits, spaces and + ( ) . / x -', () => {
    expect(isPhone('+1 (780) 555-0142')).toBe(true);
    expect(isPhone('780.555.0142 x12')).toBe(true);
    expect(isPhone('(--)')).toBe(false);
    expect(isPhone('call me')).toBe(false);
    expect(isPhone('1'.repeat(41))).toBe(false);
  });
});

describe('isPresent', () => {
  it('rejects blank text', () => {
    expect(isPresent('  ')).toBe(false);
    expect(isPresent('Ada')).toBe(true);
  });
});
