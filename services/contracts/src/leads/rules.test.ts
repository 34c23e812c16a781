import { describe, expect, it } from 'vitest';
import { contactLimits, inquiryStatuses, isStageSituation, phonePattern, stageSituation } from './rules.js';

describe('rules read from the leads contract', () => {
  it('takes the phone numbers visitors type, and refuses text without a digit', () => {
    for (const phone of ['+1 (780) 555-0177', '780-555-0199', '780.555.0101 x12']) expect(phonePattern.test(phone)).toBe(true);
    for (const phone of ['call me', '', '555-0199!']) expect(phonePattern.test(phone)).toBe(false);
  });

  it('knows the statuses and the contact limits', () => {
    expect(inquiryStatuses).toEqual(['pending', 'contacted', 'scheduled', 'completed', 'cancelled']);
    expect(contactLimits).toEqual({ name: 120, email: 254, phone: 40 });
  });

  it('names a stage inquiry’s situation one way', () => {
    expect(stageSituation(4)).toBe('business-stage-4');
    expect(isStageSituation(stageSituation(4))).toBe(true);
    expect(isStageSituation('declining-sales')).toBe(false);
  });
});
