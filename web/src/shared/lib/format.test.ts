import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, formatPrice } from './format';
import { formatDate, formatMoment } from './viewerTime';

describe('formatDate', () => {
  it("writes 'MMM d, yyyy' in lists and 'MMMM d, yyyy' on a post", () => {
    expect(formatDate('2026-11-22T15:00:00Z', 'short')).toBe('Nov 22, 2026');
    expect(formatDate('2026-09-05T15:00:00Z', 'short')).toBe('Sep 5, 2026');
    expect(formatDate('2026-11-22T15:00:00Z', 'long')).toBe('November 22, 2026');
  });

  it('dates a moment in the viewer’s zone (Edmonton here, the tests’ browser zone)', () => {
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

describe('formatMoment', () => {
  it('tells a moment with its time in the viewer’s zone (Edmonton here) and names the zone, summer time or not', () => {
    expect(formatMoment('2026-11-21T22:05:00Z')).toBe('Nov 21, 2026, 3:05 PM MST');
    expect(formatMoment('2026-07-21T16:05:00Z')).toBe('Jul 21, 2026, 10:05 AM MDT');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatMoment('not a date')).toBe('');
  });
});

describe('formatMonthlyPrice', () => {
  it('writes an amount paid in cents with 2 decimals, and nothing paid as $0.00', () => {
    expect(formatMonthlyPrice(3900)).toBe('$39.00');
    expect(formatMonthlyPrice(123456)).toBe('$1,234.56');
    expect(formatMonthlyPrice(0)).toBe('$0.00');
    expect(formatMonthlyPrice(null)).toBe('$0.00');
  });
});
