import { describe, expect, it } from 'vitest';
import { formatListDate, formatPreferredTime, formatSituation } from './format';

describe('formatSituation', () => {
  it('title-cases each hyphen-separated word', () => {
    expect(formatSituation('declining-sales')).toBe('Declining Sales');
    expect(formatSituation('poor-roi')).toBe('Poor Roi');
    expect(formatSituation('business-stage-2')).toBe('Business Stage 2');
    expect(formatSituation('proposal')).toBe('Proposal');
  });
});

describe('formatPreferredTime', () => {
  it('shows the hours of a known slot and title-cases anything else', () => {
    expect(formatPreferredTime('afternoon')).toBe('Afternoon (12PM-5PM)');
    expect(formatPreferredTime('any')).toBe('Any');
  });
});

describe('formatListDate', () => {
  it('formats as "MMM d, yyyy" in local time', () => {
    expect(formatListDate(new Date(2026, 10, 21, 23, 30).toISOString())).toBe('Nov 21, 2026');
    expect(formatListDate(new Date(2025, 0, 5, 0, 15).toISOString())).toBe('Jan 5, 2025');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatListDate('not a date')).toBe('');
  });
});
