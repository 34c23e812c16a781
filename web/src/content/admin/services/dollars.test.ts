import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsOf } from './dollars';

describe('prices typed in dollars', () => {
  it.each([
    ['39', 3900],
    ['39.50', 3950],
    ['39.5', 3950],
    ['$1,500', 150000],
    [' 1500.05 ', 150005],
    ['0', 0],
    ['1000000', 100_000_000],
  ])('%j is %i cents', (typed, cents) => {
    expect(centsFromDollars(typed)).toBe(cents);
  });

  it.each(['', 'abc', '39.505', '-5', '1,50', '39,50', '1000000.01', '1e3'])('%j is not a price', (typed) => {
    expect(centsFromDollars(typed)).toBeUndefined();
  });

  it('shows cents as dollars', () => {
    expect(dollarsOf(3900)).toBe('39');
    expect(dollarsOf(3950)).toBe('39.50');
  });
});
