import { describe, expect, it } from 'vitest';
import {
  accessCodePattern,
  clientFilters,
  clientLimits,
  clientStatuses,
  defaultPackage,
  packages,
  phonePattern,
} from './rules.js';

describe('rules read from the onboarding contract', () => {
  it('knows the packages, with Growth as the default, the statuses and the filters', () => {
    expect(packages).toEqual(['starter', 'growth', 'professional']);
    expect(defaultPackage).toBe('growth');
    expect(clientStatuses).toEqual(['payment-pending', 'contract-pending', 'onboarding', 'active', 'completed']);
    expect(clientFilters).toEqual(['all', 'pending', 'active', 'completed', 'stuck', 'past-due', 'cancelled']);
    expect(clientLimits).toEqual({ businessName: 160, contactName: 120, email: 254, phone: 40 });
  });

  it('takes access codes of MB- and 6 capitals or digits (look-alikes too: codes issued before hold them), nothing else', () => {
    for (const code of ['MB-ABC123', 'MB-000000', 'MB-ZZZZZZ', 'MB-7K2QXP', 'MB-O1IL00']) {
      expect(accessCodePattern.test(code)).toBe(true);
    }
    for (const code of ['MB-abc123', 'MB-ABC12', 'MB-ABC1230', 'MB-7K2QXPW', 'MB-ABC12345']) {
      expect(accessCodePattern.test(code)).toBe(false);
    }
    for (const code of ['XB-ABC123', 'MB_ABC123', ' MB-ABC123', 'MB-ABC2345 ']) expect(accessCodePattern.test(code)).toBe(false);
  });

  it('takes an empty phone or one with a digit', () => {
    for (const phone of ['', '+1 (780) 555-0177', '780.555.0101 x12']) expect(phonePattern.test(phone)).toBe(true);
    for (const phone of ['call me', '555-0199!', ' ']) expect(phonePattern.test(phone)).toBe(false);
  });
});
