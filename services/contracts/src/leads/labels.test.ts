import { describe, expect, it } from 'vitest';
import { isPreferredTime, preferredTimeInText, preferredTimeHours, situationLabel, statusLabel, titleCase } from './labels.js';
import { preferredTimes } from './rules.js';

describe('labels of the leads contract values', () => {
  it('title-cases slugs', () => {
    expect(titleCase('declining-sales')).toBe('Declining Sales');
    expect(situationLabel('business-stage-3')).toBe('Business Stage 3');
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });

  it('gives every call window of the contract its hours, in a label and in a sentence', () => {
    expect(Object.keys(preferredTimeHours).sort()).toEqual([...preferredTimes].sort());
    expect(isPreferredTime('morning')).toBe(true);
    expect(preferredTimeInText('evening')).toBe('evening (5PM-8PM)');
  });

  it('shows a time without hours as given, whatever its name', () => {
    expect(isPreferredTime('any')).toBe(false);
    expect(preferredTimeInText('flexible')).toBe('flexible');
    expect(isPreferredTime('constructor')).toBe(false);
    expect(preferredTimeInText('constructor')).toBe('constructor');
  });
});
