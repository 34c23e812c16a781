import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages';
import { formatInquiryTime, formatPreferredTime, formatSituation } from './format';

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

describe('formatInquiryTime', () => {
  beforeAll(() => loadMessages('leads'));

  it("tells a proposal's timeline as the proposal form offers it, and other times as before", () => {
    expect(formatInquiryTime({ situationType: 'proposal', preferredTime: 'immediate' })).toBe('Immediately');
    expect(formatInquiryTime({ situationType: 'proposal', preferredTime: 'soon' })).toBe('In the next 1-3 months');
    expect(formatInquiryTime({ situationType: 'declining-sales', preferredTime: 'evening' })).toBe('Evening (5PM-8PM)');
    expect(formatInquiryTime({ situationType: 'business-stage-1', preferredTime: 'any' })).toBe('Any');
  });
});
