import { describe, expect, it } from 'vitest';
import { rateLabel, ratesInForce, taxLines, type TaxRate } from './tax-rates.js';

const rate = (
  jurisdiction: TaxRate['jurisdiction'],
  kind: TaxRate['kind'],
  rateMillipercent: number,
  effectiveFrom: string,
): TaxRate => ({
  jurisdiction,
  kind,
  rateMillipercent,
  effectiveFrom,
  source: 'test',
});

const rates: TaxRate[] = [
  rate('NS', 'HST', 14_000, '2025-04-01'),
  rate('NS', 'HST', 15_000, '2010-07-01'),
  rate('ON', 'HST', 13_000, '2010-07-01'),
  rate('AB', 'GST', 5_000, '2008-01-01'),
  rate('QC', 'QST', 9_975, '2013-01-01'),
  rate('QC', 'GST', 5_000, '2008-01-01'),
  // British Columbia: GST + PST, the HST from 2010-07-01, GST + PST again from 2013-04-01.
  rate('BC', 'GST', 5_000, '2008-01-01'),
  rate('BC', 'PST', 7_000, '2008-01-01'),
  rate('BC', 'GST', 0, '2010-07-01'),
  rate('BC', 'PST', 0, '2010-07-01'),
  rate('BC', 'HST', 12_000, '2010-07-01'),
  rate('BC', 'GST', 5_000, '2013-04-01'),
  rate('BC', 'PST', 7_000, '2013-04-01'),
  rate('BC', 'HST', 0, '2013-04-01'),
];

const inForce = (jurisdiction: TaxRate['jurisdiction'], day: string) =>
  ratesInForce(rates, jurisdiction, day).map(({ kind, rateMillipercent }) => [kind, rateMillipercent]);

describe('ratesInForce', () => {
  it('takes the newest rate that took effect on or before the day: Nova Scotia 15 % until 2025-03-31, 14 % from 2025-04-01', () => {
    expect(inForce('NS', '2025-03-31')).toEqual([['HST', 15_000]]);
    expect(inForce('NS', '2025-04-01')).toEqual([['HST', 14_000]]);
    expect(inForce('NS', '2026-11-27')).toEqual([['HST', 14_000]]);
  });

  it('lists each kind in force, GST before QST, whatever the rows’ order', () => {
    expect(inForce('QC', '2026-11-27')).toEqual([
      ['GST', 5_000],
      ['QST', 9_975],
    ]);
  });

  it('answers nothing before a jurisdiction’s first rate, and only that jurisdiction’s rates', () => {
    expect(inForce('QC', '2012-12-31')).toEqual([['GST', 5_000]]);
    expect(inForce('ON', '2010-06-30')).toEqual([]);
    expect(inForce('YT', '2026-11-27')).toEqual([]);
  });

  it('drops a kind whose newest rate is 0 %: British Columbia in and out of the HST', () => {
    expect(inForce('BC', '2010-06-30')).toEqual([
      ['GST', 5_000],
      ['PST', 7_000],
    ]);
    expect(inForce('BC', '2012-01-15')).toEqual([['HST', 12_000]]);
    expect(inForce('BC', '2013-04-01')).toEqual([
      ['GST', 5_000],
      ['PST', 7_000],
    ]);
  });

  it('refuses a day that is not YYYY-MM-DD (a string compare would be wrong)', () => {
    expect(() => ratesInForce(rates, 'ON', '2025-4-1')).toThrow(RangeError);
  });
});

describe('taxLines', () => {
  it('Ontario: HST 13 % on $49.00 is $6.37', () => {
    expect(taxLines(4900, ratesInForce(rates, 'ON', '2026-01-01'))).toEqual({
      lines: [{ kind: 'HST', rateLabel: '13%', amountCents: 637 }],
      taxCents: 637,
      totalCents: 5537,
    });
  });

  it('Alberta: GST 5 % only', () => {
    expect(taxLines(14_900, ratesInForce(rates, 'AB', '2026-01-01'))).toEqual({
      lines: [{ kind: 'GST', rateLabel: '5%', amountCents: 745 }],
      taxCents: 745,
      totalCents: 15_645,
    });
  });

  it('Québec: GST and QST each on the price before tax, each rounded half up on its own line', () => {
    // 49.00 × 9.975 % = 4.88775 -> 4.89; 49.00 × 5 % = 2.45.
    expect(taxLines(4900, ratesInForce(rates, 'QC', '2026-01-01'))).toEqual({
      lines: [
        { kind: 'GST', rateLabel: '5%', amountCents: 245 },
        { kind: 'QST', rateLabel: '9.975%', amountCents: 489 },
      ],
      taxCents: 734,
      totalCents: 5634,
    });
  });

  it('rounds half a cent up and just under half a cent down', () => {
    // 10 cents × 5 % = 0.5 -> 1; 9 cents × 5 % = 0.45 -> 0; 30 cents × 15 % = 4.5 -> 5; 200 cents × 9.975 % = 19.95 -> 20.
    expect(taxLines(10, [{ kind: 'GST', rateMillipercent: 5_000 }]).taxCents).toBe(1);
    expect(taxLines(9, [{ kind: 'GST', rateMillipercent: 5_000 }]).taxCents).toBe(0);
    expect(taxLines(30, [{ kind: 'HST', rateMillipercent: 15_000 }]).taxCents).toBe(5);
    expect(taxLines(200, [{ kind: 'QST', rateMillipercent: 9_975 }]).taxCents).toBe(20);
    // 1 cent × 9.975 % = 0.09975 -> 0: no float drift lifts it.
    expect(taxLines(1, [{ kind: 'QST', rateMillipercent: 9_975 }]).taxCents).toBe(0);
  });

  it('rounds each line on its own, not the sum: two half cents are two cents', () => {
    // 10 cents: GST 0.5 -> 1, QST 0.9975 -> 1; rounding the combined 1.4975 would give 1.
    expect(
      taxLines(10, [
        { kind: 'GST', rateMillipercent: 5_000 },
        { kind: 'QST', rateMillipercent: 9_975 },
      ]),
    ).toMatchObject({ taxCents: 2, totalCents: 12 });
  });

  it('answers no lines and the amount itself where no tax applies', () => {
    expect(taxLines(4900, [])).toEqual({ lines: [], taxCents: 0, totalCents: 4900 });
  });

  it('refuses fractional, negative or unsafe amounts and rates', () => {
    expect(() => taxLines(49.5, [])).toThrow(RangeError);
    expect(() => taxLines(-1, [])).toThrow(RangeError);
    expect(() => taxLines(4900, [{ kind: 'GST', rateMillipercent: 4.5 }])).toThrow(RangeError);
    expect(() => taxLines(Number.MAX_SAFE_INTEGER, [{ kind: 'GST', rateMillipercent: 5_000 }])).toThrow(RangeError);
  });
});

describe('rateLabel', () => {
  it('prints the rate without trailing zeros', () => {
    expect([13_000, 9_975, 14_500, 5_050, 0].map(rateLabel)).toEqual(['13%', '9.975%', '14.5%', '5.05%', '0%']);
  });
});
