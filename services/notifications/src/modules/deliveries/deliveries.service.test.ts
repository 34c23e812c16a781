import { describe, expect, it } from 'vitest';
import { recipientKey } from './deliveries.service.js';

describe('the recipient the confirmation cap counts', () => {
  it('is the address in lower case without a +tag', () => {
    expect(recipientKey('Mary.J@UAlberta.ca')).toBe('mary.j@ualberta.ca');
    expect(recipientKey('mary+one@x.ca')).toBe('mary@x.ca');
    expect(recipientKey('MARY+two+three@X.CA')).toBe('mary@x.ca');
  });

  it('keeps a local part that only starts with +', () => {
    expect(recipientKey('+tag@x.ca')).toBe('+tag@x.ca');
  });
});
