import { describe, expect, it } from 'vitest';
import { preferredTimeInText, preferredTimeLabel, preferredTimeHours, situationLabel, statusLabel, titleCase } from './labels.js';
import { preferredTimes } from './rules.js';

describe('labels of the leads contract values', () => {
  it('title-cases slugs', () => {
    expect(titleCase('declining-sales')).toBe('Declining Sales');
    expect(situationLabel('business-stage-3')).toBe('Business Stage 3');
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });

  it('gives every call window of the contract its hours, in a label and in a sentence', () => {
    expect(Object.keys(preferredTimeHours).sort()).toEqual([...preferredTimes].sort());
    expect(preferredTimeLabel('morning')).toBe('Morning (9AM-12PM)');
    expect(preferredTimeInText('evening')).toBe('evening (5PM-8PM)');
  });

  it('shows a time without hours as given, whatever its name', () => {
    expect(preferredTimeLabel('any')).toBe('Any');
    expect(preferredTimeInText('flexible')).toBe('flexible');
    expect(preferredTimeLabel('constructor')).toBe('Constructor');
  });
});
