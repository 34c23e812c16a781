import { describe, expect, it } from 'vitest';
import { formatPreferredTime, formatSituation } from './format';

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
