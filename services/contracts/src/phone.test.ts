import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.js';

describe('toE164', () => {
  it('stores Canadian numbers as typed in any common form, and others with their country code, in E.164', () => {
    for (const typed of ['780-555-0142', '(780) 555-0142', '780.555.0142', '+1 780 555 0142', '1-780-555-0142', ' 7805550142 ']) {
      expect(toE164(typed), typed).toBe('+17805550142');
    }
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is not a number that can be dialled', () => {
    for (const typed of ['1', '555', '780-555', '000-000-0000', '+1 999 555 0142', 'x'])
      expect(toE164(typed), typed).toBeUndefined();
  });
});
