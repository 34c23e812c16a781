import { describe, expect, it } from 'vitest';
import type { TaxRate } from '../taxes/tax-rates.js';
import { nextChargeOf, type Subscription } from './billing.service.js';

const rate = (jurisdiction: TaxRate['jurisdiction'], kind: TaxRate['kind'], rateMillipercent: number, effectiveFrom: string) => ({
  jurisdiction,
  kind,
  rateMillipercent,
  effectiveFrom,
  source: 'test',
});

const rates: TaxRate[] = [
  rate('ON', 'HST', 13_000, '2010-07-01'),
  rate('NS', 'HST', 15_000, '2010-07-01'),
  rate('NS', 'HST', 14_000, '2025-04-01'),
  rate('QC', 'GST', 5_000, '2008-01-01'),
  rate('QC', 'QST', 9_975, '2013-01-01'),
];

type Facts = Parameters<typeof nextChargeOf>[0];

const subscription = (facts: Partial<Facts>): Facts => ({
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-27T15:00:00.000Z',
  trialEnd: '2026-12-04T15:00:00.000Z',
  amountCents: 3900,
  taxJurisdiction: 'ON',
  ...facts,
});

describe('the next charge of a subscription', () => {
  it('is the trial’s end while trialing, with Ontario’s HST 13 % on the price: $39.00 + $5.07', () => {
    expect(nextChargeOf(subscription({ status: 'trialing' }), rates, false)).toEqual({
      date: '2026-12-04T15:00:00.000Z',
      amountCents: 3900,
      taxCents: 507,
      totalCents: 4407,
    });
  });

  it('is the period’s end once active, and still when past due (Stripe retries the charge)', () => {
    for (const status of ['active', 'past_due', 'unpaid'] as const) {
      expect(nextChargeOf(subscription({ status }), rates, false), status).toMatchObject({ date: '2026-12-27T15:00:00.000Z' });
    }
  });

  it('takes the rates in force on the charge’s day: Nova Scotia 15 % on 2025-03-31, 14 % on 2025-04-01', () => {
    const ns = (day: string) =>
      nextChargeOf(
        subscription({ taxJurisdiction: 'NS', amountCents: 7900, currentPeriodEnd: `${day}T12:00:00.000Z` }),
        rates,
        false,
      );
    expect(ns('2025-03-31')).toMatchObject({ taxCents: 1185, totalCents: 9085 });
    expect(ns('2025-04-01')).toMatchObject({ taxCents: 1106, totalCents: 9006 });
  });

  it('adds Québec’s GST and QST, each on the price before tax and rounded half up on its own', () => {
    // GST 5 % of $19.00 is $0.95; QST 9.975 % is $1.895 25, $1.90.
    expect(nextChargeOf(subscription({ taxJurisdiction: 'QC', amountCents: 1900 }), rates, false)).toMatchObject({
      amountCents: 1900,
      taxCents: 285,
      totalCents: 2185,
    });
  });

  it('shows no tax of ours with Stripe Tax, or without a province', () => {
    expect(nextChargeOf(subscription({}), rates, true)).toMatchObject({ taxCents: 0, totalCents: 3900 });
    expect(nextChargeOf(subscription({ taxJurisdiction: null }), rates, false)).toMatchObject({ taxCents: 0, totalCents: 3900 });
  });

  it('is none when the subscription ended, cancels at the period’s end, or has no known date', () => {
    const none: Partial<Subscription>[] = [
      { status: 'canceled' },
      { status: 'incomplete_expired' },
      { cancelAtPeriodEnd: true },
      { status: 'trialing', trialEnd: null },
      { currentPeriodEnd: null },
    ];
    for (const facts of none)
      expect(nextChargeOf(subscription(facts as Partial<Facts>), rates, false), JSON.stringify(facts)).toBeNull();
  });
});
