import type { Billing, Invoice, InvoiceList, Subscription } from './billing';

/** A Growth subscription in Ontario, in its trial: the fields a test cares about are overridden. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_test_growth',
  package: 'growth',
  amountCents: 3900,
  currency: 'cad',
  status: 'trialing',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-04T17:00:00Z',
  trialEnd: '2026-12-04T17:00:00Z',
  taxJurisdiction: 'ON',
  nextCharge: { date: '2026-12-04T17:00:00Z', amountCents: 3900, taxCents: 507, totalCents: 4407 },
  paymentFailed: false,
  updatedAt: '2026-11-27T17:00:00Z',
  ...overrides,
});

export const billing = (overrides: Partial<Billing> = {}): Billing => ({
  configured: true,
  subscription: subscription(),
  gstHstNumber: '123456789RT0001',
  ...overrides,
});

/** A paid Ontario invoice for the Growth package: $39.00, HST 13% $5.07, $44.07. */
export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'in_test_1',
  number: 'MB-0001',
  status: 'paid',
  createdAt: '2026-12-04T17:00:00Z',
  periodStart: '2026-12-04T17:00:00Z',
  periodEnd: '2027-01-04T17:00:00Z',
  currency: 'cad',
  subtotalCents: 3900,
  taxLines: [{ label: 'HST 13%', amountCents: 507 }],
  taxCents: 507,
  totalCents: 4407,
  amountDueCents: 4407,
  amountPaidCents: 4407,
  paymentFailed: false,
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_test_1',
  invoicePdf: 'https://pay.stripe.com/invoice/in_test_1/pdf',
  ...overrides,
});

export const invoiceList = (invoices: Invoice[] = [invoice()], overrides: Partial<InvoiceList> = {}): InvoiceList => ({
  invoices,
  taxPaidCents: invoices.filter((each) => each.status === 'paid').reduce((sum, each) => sum + each.taxCents, 0),
  gstHstNumber: '123456789RT0001',
  ...overrides,
});
