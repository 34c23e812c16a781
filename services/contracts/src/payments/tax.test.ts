import { describe, expect, it } from 'vitest';
import { rateMillipercentOf, taxOnCents } from './tax.js';

describe('sales tax on an amount', () => {
  it('reads the contract’s rates as thousandths of a percent', () => {
    expect(rateMillipercentOf('13')).toBe(13_000);
    expect(rateMillipercentOf('9.975')).toBe(9_975);
    expect(rateMillipercentOf('7.5')).toBe(7_500);
    expect(rateMillipercentOf('0')).toBe(0);
    for (const bad of ['', '100', '9.9751', '-5', '13%', '1e1']) expect(() => rateMillipercentOf(bad)).toThrow(RangeError);
  });

  it('rounds each tax half up to the cent, in whole numbers', () => {
    expect(taxOnCents(3900, 13_000)).toBe(507);
    expect(taxOnCents(7900, 9_975)).toBe(788); // 788.025
    expect(taxOnCents(10, 5_000)).toBe(1); // 0.5, up
    expect(taxOnCents(9, 5_000)).toBe(0); // 0.45, down
    expect(() => taxOnCents(49.5, 5_000)).toThrow(RangeError);
    expect(() => taxOnCents(4900, 4.5)).toThrow(RangeError);
  });
});
