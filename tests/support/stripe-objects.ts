/**
 * Stripe-shaped subscription and invoice objects as the API version the SDK pins (2026-10-28) writes them in
 * webhooks and answers: the period end on the subscription's item, the invoice's subscription under
 * `parent.subscription_details`, its taxes in `total_taxes` naming tax rate ids. The Stripe stand-in and the
 * tests that sign events share them, so both speak the same shapes.
 */

export interface SubscriptionFacts {
  id: string;
  customer: string;
  status: string;
  /** `{ clientId, package }`, as checkout sets them. */
  metadata: Record<string, string>;
  price: { id: string; lookupKey: string | null; unitAmount: number; currency: string; product: string };
  cancelAtPeriodEnd?: boolean;
  /** Seconds. */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  trialEnd?: number | null;
  canceledAt?: number | null;
  defaultTaxRates?: string[];
  created: number;
}

export function subscriptionObject(facts: SubscriptionFacts) {
  return {
    id: facts.id,
    object: 'subscription',
    customer: facts.customer,
    status: facts.status,
    metadata: facts.metadata,
    cancel_at_period_end: facts.cancelAtPeriodEnd ?? false,
    cancel_at: facts.cancelAtPeriodEnd ? facts.currentPeriodEnd : null,
    canceled_at: facts.canceledAt ?? null,
    ended_at: facts.status === 'canceled' ? (facts.canceledAt ?? facts.currentPeriodEnd) : null,
    trial_start: facts.trialEnd ? facts.created : null,
    trial_end: facts.trialEnd ?? null,
    currency: facts.price.currency,
    created: facts.created,
    start_date: facts.created,
    billing_cycle_anchor: facts.trialEnd ?? facts.created,
    collection_method: 'charge_automatically',
    default_tax_rates: (facts.defaultTaxRates ?? []).map((id) => ({ id, object: 'tax_rate' })),
    automatic_tax: { enabled: false, liability: null, disabled_reason: null },
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_${facts.id.replace(/^sub_/, '')}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: facts.currentPeriodStart,
          current_period_end: facts.currentPeriodEnd,
          price: {
            id: facts.price.id,
            object: 'price',
            active: true,
            currency: facts.price.currency,
            lookup_key: facts.price.lookupKey,
            product: facts.price.product,
            recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
            tax_behavior: 'exclusive',
            type: 'recurring',
            unit_amount: facts.price.unitAmount,
          },
        },
      ],
    },
  };
}

export interface InvoiceFacts {
  id: string;
  number: string | null;
  customer: string;
  subscription: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  currency: string;
  /** Before tax, in cents. */
  subtotal: number;
  /** One per tax rate: its id and the amount in cents. */
  taxes: { taxRate: string; amount: number }[];
  attemptCount?: number;
  nextPaymentAttempt?: number | null;
  billingReason?: string;
  periodStart: number;
  periodEnd: number;
  created: number;
  hostedInvoiceUrl?: string | null;
  invoicePdf?: string | null;
}

export function invoiceObject(facts: InvoiceFacts) {
  const tax = facts.taxes.reduce((sum, line) => sum + line.amount, 0);
  const total = facts.subtotal + tax;
  const paid = facts.status === 'paid';
  return {
    id: facts.id,
    object: 'invoice',
    number: facts.number,
    customer: facts.customer,
    status: facts.status,
    currency: facts.currency,
    billing_reason: facts.billingReason ?? 'subscription_cycle',
    collection_method: 'charge_automatically',
    subtotal: facts.subtotal,
    subtotal_excluding_tax: facts.subtotal,
    total,
    total_excluding_tax: facts.subtotal,
    total_taxes: facts.taxes.map((line) => ({
      amount: line.amount,
      tax_behavior: 'exclusive',
      tax_rate_details: { tax_rate: line.taxRate },
      taxability_reason: 'standard_rated',
      taxable_amount: facts.subtotal,
      type: 'tax_rate_details',
    })),
    amount_due: total,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    attempt_count: facts.attemptCount ?? 0,
    attempted: (facts.attemptCount ?? 0) > 0,
    next_payment_attempt: facts.nextPaymentAttempt ?? null,
    period_start: facts.periodStart,
    period_end: facts.periodEnd,
    created: facts.created,
    hosted_invoice_url: facts.hostedInvoiceUrl ?? null,
    invoice_pdf: facts.invoicePdf ?? null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: facts.subscription, metadata: {} },
    },
    livemode: false,
  };
}
