import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatDate', () => {
  it("writes 'MMM d, yyyy' in lists and 'MMMM d, yyyy' on a post", () => {
    expect(formatDate('2026-11-22T15:00:00Z', 'short')).toBe('Nov 22, 2026');
    expect(formatDate('2026-09-05T15:00:00Z', 'short')).toBe('Sep 5, 2026');
    expect(formatDate('2026-11-22T15:00:00Z', 'long')).toBe('November 22, 2026');
  });

  it('uses local time', () => {
    expect(formatDate(new Date(2026, 10, 21, 23, 30).toISOString(), 'short')).toBe('Nov 21, 2026');
    expect(formatDate(new Date(2025, 0, 5, 0, 15), 'short')).toBe('Jan 5, 2025');
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
