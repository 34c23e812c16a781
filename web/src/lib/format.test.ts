import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatDate', () => {
  it("writes 'MMM d, yyyy' in lists and 'MMMM d, yyyy' on a post", () => {
    expect(formatDate('2026-11-22T15:00:00Z', 'short')).toBe('Nov 22, 2026');
    expect(formatDate('2026-09-05T15:00:00Z', 'short')).toBe('Sep 5, 2026');
    expect(formatDate('2026-11-22T15:00:00Z', 'long')).toBe('November 22, 2026');
  });

  it('dates a moment in Edmonton, whatever the zone it runs in, so server and browser agree', () => {
    // 03:30 UTC on the 22nd is still the evening of the 21st in Edmonton (UTC-7 in November).
    expect(formatDate('2026-11-22T03:30:00Z', 'short')).toBe('Nov 21, 2026');
    expect(formatDate(new Date('2026-11-22T07:30:00Z'), 'long')).toBe('November 22, 2026');
    // Summer time: UTC-6.
    expect(formatDate('2026-07-01T05:59:00Z', 'short')).toBe('Jun 30, 2026');
  });

  it('shows a calendar date as that day', () => {
    expect(formatDate('2025-01-05', 'long')).toBe('January 5, 2025');
    expect(formatDate('2026-12-31', 'short')).toBe('Dec 31, 2026');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatDate('not a date', 'short')).toBe('');
  });
});

describe('formatPrice', () => {
  it('writes whole dollars without cents and others with them', () => {
    expect(formatPrice(3900)).toBe('$39');
    expect(formatPrice(3950)).toBe('$39.50');
  });
});
