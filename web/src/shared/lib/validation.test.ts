import { describe, expect, it } from 'vitest';
import { isEmail } from './validation';

describe('isEmail', () => {
  it('accepts an e-mail shape and rejects others', () => {
    expect(isEmail('owner@shop.ca')).toBe(true);
    expect(isEmail('  owner@shop.ca ')).toBe(true);
    expect(isEmail('owner@shop')).toBe(false);
    expect(isEmail('owner shop@x.ca')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});
