import { describe, expect, it } from 'vitest';
import { formatCents } from '../../shared/lib/format';
import {
  billingState,
  invoiceName,
  type BillingStateOf,
  invoiceStatus,
  nextChargeParts,
  planText,
  taxOn,
  withTaxes,
} from './billing';
import { invoice, subscription } from './testBilling';

describe('money', () => {
  it('shows cents always, and a credit as negative', () => {
    expect(formatCents(3900)).toBe('$39.00');
    expect(formatCents(4407)).toBe('$44.07');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('taxes', () => {
  it('takes a rate to the nearest cent, rates with up to three decimals included', () => {
    expect(taxOn(3900, '13')).toBe(507);
    expect(taxOn(3900, '5')).toBe(195);
    expect(taxOn(1900, '15')).toBe(285);
    expect(taxOn(7900, '9.975')).toBe(788); // 788.025
    expect(taxOn(3900, '9.975')).toBe(389); // 389.025
    expect(taxOn(1900, '7')).toBe(133);
    expect(taxOn(3900, '0')).toBe(0);
    // Half a cent rounds up.
    expect(taxOn(10, '5')).toBe(1);
  });

  it('adds each tax of a province to the price', () => {
    expect(withTaxes(3900, [{ kind: 'HST', label: 'HST 13%', ratePercent: '13' }])).toEqual({
      lines: [{ label: 'HST 13%', amountCents: 507 }],
      totalCents: 4407,
    });
    expect(
      withTaxes(7900, [
        { kind: 'GST', label: 'GST 5%', ratePercent: '5' },
        { kind: 'QST', label: 'QST 9.975%', ratePercent: '9.975' },
      ]),
    ).toEqual({
      lines: [
        { label: 'GST 5%', amountCents: 395 },
        { label: 'QST 9.975%', amountCents: 788 },
      ],
      totalCents: 9083,
    });
    expect(withTaxes(1900, [])).toEqual({ lines: [], totalCents: 1900 });
  });
});

describe('the state in words', () => {
  const state = (overrides: Partial<BillingStateOf>) =>
    billingState({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: '2026-12-04T17:00:00Z', ...overrides });

  it.each([
    ['trialing', 'Trialing', 'trialing'],
    ['active', 'Active', 'active'],
    ['past_due', 'Past Due', 'past-due'],
    ['unpaid', 'Unpaid', 'past-due'],
    ['canceled', 'Cancelled', 'cancelled'],
    ['incomplete', 'Incomplete', 'past-due'],
    ['incomplete_expired', 'Expired', 'cancelled'],
    ['paused', 'Paused', 'cancelling'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(state({ status })).toEqual({ label, tone });
  });

  it('says when a cancelled plan ends, in the agency’s time zone', () => {
    expect(state({ cancelAtPeriodEnd: true })).toEqual({ label: 'Cancels on Dec 4, 2026', tone: 'cancelling' });
    // 03:00 UTC on 5 December is still the 4th in Edmonton.
    expect(state({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-05T03:00:00Z' }).label).toBe('Cancels on Dec 4, 2026');
    expect(state({ status: 'trialing', cancelAtPeriodEnd: true, currentPeriodEnd: null }).label).toBe(
      'Cancels at the end of the period',
    );
    // Once it has ended it is simply cancelled.
    expect(state({ status: 'canceled', cancelAtPeriodEnd: true }).label).toBe('Cancelled');
  });

  it('keeps Past Due in sight when the plan is also set to cancel', () => {
    expect(state({ status: 'past_due', cancelAtPeriodEnd: true })).toEqual({
      label: 'Past Due · Cancels on Dec 4, 2026',
      tone: 'past-due',
    });
    expect(state({ status: 'unpaid', cancelAtPeriodEnd: true, currentPeriodEnd: null })).toEqual({
      label: 'Unpaid · Cancels at the end of the period',
      tone: 'past-due',
    });
  });

  it('marks a demo client as trialing (demo), whatever else it says', () => {
    expect(state({ status: 'active', demo: true })).toEqual({ label: 'Trialing (demo)', tone: 'trialing' });
  });
});

describe('the plan and the next charge', () => {
  it('names the package and its monthly price before tax', () => {
    expect(planText('growth', 3900)).toBe('Growth · $39.00/month before tax');
    expect(planText('professional', 7900)).toBe('Professional · $79.00/month before tax');
  });

  it('gives the next charge’s date, amount before tax, tax and total, or nothing when none is coming', () => {
    expect(nextChargeParts(subscription().nextCharge)).toEqual({
      date: 'Dec 4, 2026',
      amount: '$39.00',
      tax: '$5.07',
      total: '$44.07',
    });
    expect(nextChargeParts(null)).toBeNull();
  });
});

describe('invoices', () => {
  it('says the status, and that a charge failed on an unpaid one', () => {
    expect(invoiceStatus(invoice())).toBe('Paid');
    expect(invoiceStatus(invoice({ status: 'open' }))).toBe('Open');
    expect(invoiceStatus(invoice({ status: 'open', paymentFailed: true }))).toBe('Payment failed');
    expect(invoiceStatus(invoice({ status: 'void' }))).toBe('Void');
    expect(invoiceStatus(invoice({ status: 'uncollectible' }))).toBe('Uncollectible');
    expect(invoiceStatus(invoice({ status: 'draft' }))).toBe('Draft');
  });

  it('names an invoice by its number, or by its date while it has none', () => {
    expect(invoiceName(invoice())).toBe('MB-0001');
    expect(invoiceName(invoice({ number: null }))).toBe('Dec 4, 2026');
  });
});
