import { describe, expect, it } from 'vitest';
import { formatListDate } from './listDate';

describe('formatListDate', () => {
  it('formats as "MMM d, yyyy" in local time', () => {
    expect(formatListDate(new Date(2026, 10, 21, 23, 30).toISOString())).toBe('Nov 21, 2026');
    expect(formatListDate(new Date(2025, 0, 5, 0, 15).toISOString())).toBe('Jan 5, 2025');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatListDate('not a date')).toBe('');
  });
});
