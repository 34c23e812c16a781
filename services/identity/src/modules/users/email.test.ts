import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './email.js';

describe('normaliseEmail', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['Ada@Example.COM', 'ada@example.com'],
    ['  ada@example.com\t', 'ada@example.com'],
    [' ADMIN@MapleBuilders.ca ', 'admin@maplebuilders.ca'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseEmail(' Mixed.Case@Example.org ');
    expect(normaliseEmail(once)).toBe(once);
  });
});
