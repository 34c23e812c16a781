import { randomBytes } from 'node:crypto';
import { beforeEach, expect } from 'vitest';
import type { Actor } from '@agency/contracts';
import {
  invoiceObject,
  subscriptionObject,
  type InvoiceFacts,
  type SubscriptionFacts,
} from '../../../tests/support/stripe-objects.js';
import type { paymentsTestService } from './support.js';

type PaymentsTest = Awaited<ReturnType<typeof paymentsTestService>>;

/** The Monday the tests' Stripe events happen on (2026-11-02 00:00 UTC), in seconds: a fixed clock. */
export const day0 = Date.UTC(2026, 10, 2) / 1000;
export const hour = 3600;
export const dayS = 24 * hour;

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('hex')}`;

/** The monthly prices a plan switch in Stripe's portal uses (lookup keys `<package>-monthly-cad`). */
export const prices = {
  starter: {
    id: 'price_test_starter',
    lookupKey: 'starter-monthly-cad',
    unitAmount: 1900,
    currency: 'cad',
    product: 'prod_test_starter',
  },
  growth: {
    id: 'price_test_growth',
    lookupKey: 'growth-monthly-cad',
    unitAmount: 3900,
    currency: 'cad',
    product: 'prod_test_growth',
  },
  professional: {
    id: 'price_test_professional',
    lookupKey: 'professional-monthly-cad',
    unitAmount: 7900,
    currency: 'cad',
    product: 'prod_test_professional',
  },
};

export interface OutboxRow {
  type: string;
  data: Record<string, unknown>;
  actor: Actor;
}

/** A client's subscription at Stripe as the tests tell it: its ids, and Stripe-shaped objects about it. */
export interface ClientSubscription {
  clientId: string;
  subscriptionId: string;
  customerId: string;
  /** The subscription object at a moment (trialing on Growth by default, its trial ending a week after day0). */
  object: (overrides?: Partial<SubscriptionFacts>) => ReturnType<typeof subscriptionObject>;
  invoice: (overrides?: Partial<InvoiceFacts>) => ReturnType<typeof invoiceObject>;
}

export function clientSubscription(
  clientId: string,
  { subscriptionId = stripeId('sub'), customerId = stripeId('cus') }: { subscriptionId?: string; customerId?: string } = {},
): ClientSubscription {
  const invoiceId = stripeId('in');
  return {
    clientId,
    subscriptionId,
    customerId,
    object: (overrides = {}) =>
      subscriptionObject({
        id: subscriptionId,
        customer: customerId,
        status: 'trialing',
        metadata: { clientId, package: 'growth' },
        price: prices.growth,
        currentPeriodStart: day0,
        currentPeriodEnd: day0 + 7 * dayS,
        trialEnd: day0 + 7 * dayS,
        created: day0,
        ...overrides,
      }),
    invoice: (overrides = {}) =>
      invoiceObject({
        id: invoiceId,
        number: 'MAPLE-0001',
        customer: customerId,
        subscription: subscriptionId,
        status: 'open',
        currency: 'cad',
        subtotal: 3900,
        taxes: [],
        periodStart: day0 + 7 * dayS,
        periodEnd: day0 + 37 * dayS,
        created: day0 + 7 * dayS,
        hostedInvoiceUrl: `https://invoice.stripe.test/${invoiceId}`,
        invoicePdf: `https://invoice.stripe.test/${invoiceId}.pdf`,
        ...overrides,
      }),
  };
}

/** The helpers the billing tests share, over one payments test service. */
export function billingTest(t: PaymentsTest) {
  beforeEach(async () => {
    await t.sql('TRUNCATE invoices, stripe_tax_rates');
  });

  /** Delivers a signed event created at `created` (seconds); answers the HTTP status. */
  async function send(type: string, object: unknown, created: number, eventId?: string) {
    const response = await t.deliver(t.stripe.event(type, object, { created, ...(eventId && { eventId }) }));
    return response.statusCode;
  }

  /** Like send, and the event must be acknowledged with a 200. */
  async function deliverEvent(type: string, object: unknown, created: number, eventId?: string) {
    expect(await send(type, object, created, eventId)).toBe(200);
  }

  /**
   * The client's checkout, paid at Stripe and recorded through `checkout.session.completed` (a session whose
   * metadata names the client, as checkout writes it): the payment that confirms whose the subscription is.
   */
  async function recordPayment(subscription: ClientSubscription, pkg = 'growth', created = day0) {
    const session = {
      id: stripeId('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: subscription.clientId,
      customer: subscription.customerId,
      subscription: subscription.subscriptionId,
      payment_intent: null,
      metadata: { clientId: subscription.clientId, package: pkg },
      currency: 'cad',
      amount_subtotal: 0,
      amount_total: 0,
      created,
      livemode: false,
    };
    await deliverEvent('checkout.session.completed', session, created);
  }

  /** The outbox's events of a type (all but payment.verified when none is given), by type, then oldest first. */
  async function published(type?: string): Promise<OutboxRow[]> {
    const rows = await t.sql<{ type: string; envelope: { data: Record<string, unknown>; actor: Actor } }>(
      `SELECT type, envelope FROM outbox_events
       WHERE (type = :type OR (:type::text IS NULL AND type <> 'payments.payment.verified.v1'))
       ORDER BY type, envelope->'data'->>'changedAt', occurred_at`,
      { type: type ?? null },
    );
    return rows.map((row) => ({ type: row.type, data: row.envelope.data, actor: row.envelope.actor }));
  }

  const subscriptionRow = async (subscriptionId: string) =>
    (
      await t.sql<Record<string, unknown>>('SELECT * FROM stripe_subscriptions WHERE id = :subscriptionId', { subscriptionId })
    )[0];

  const invoiceRow = async (invoiceId: string) =>
    (await t.sql<Record<string, unknown>>('SELECT * FROM invoices WHERE id = :invoiceId', { invoiceId }))[0];

  return { send, deliverEvent, recordPayment, published, subscriptionRow, invoiceRow };
}

/** Seconds as the ISO time events carry. */
export const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
