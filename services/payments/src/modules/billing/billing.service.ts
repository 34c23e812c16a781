import { AppError, queryRow, queryRows, type Queryable } from '@agency/kit';
import { paymentsEvents } from '@agency/contracts';
import type {
  Billing,
  Invoice,
  InvoiceList,
  PaymentSettings,
  Subscription,
  SubscriptionStatus,
} from '@agency/contracts/openapi/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config.js';
import { isPaymentPackage, type PaymentPackage } from '../payments/packages.js';
import { taxRateName, type StripeCatalog } from '../stripe/catalog.js';
import { askStripe, notConfigured, type Stripe } from '../stripe/stripe-client.js';
import {
  jurisdictions,
  rateLabel,
  ratesInForce,
  readTaxRates,
  taxLines,
  type Jurisdiction,
  type TaxRate,
} from '../taxes/tax-rates.js';

export type { Billing, Subscription, SubscriptionStatus, InvoiceList, Invoice, PaymentSettings };

export interface BillingDeps {
  db: Queryable;
  config: PaymentsConfig;
  log: FastifyBaseLogger;
  /** Undefined without a Stripe key: billing is not set up. */
  stripe: Stripe | undefined;
  catalog: StripeCatalog | undefined;
}

/** The most invoices one list answers (the contract's bound); a monthly subscription reaches it after 40 years. */
const invoicesListed = 500;

const subscriptionStatuses: readonly string[] = paymentsEvents.subscriptionStatuses;

/** Statuses in which no further charge is coming. */
const ended: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export const noSubscription = () =>
  new AppError(404, 'PAYMENTS_NO_SUBSCRIPTION', 'This client has no subscription at Stripe to manage (none is paid for yet).');

/** `YYYY-MM-DD` of an instant, in UTC. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The settings the payment page reads: whether checkout is on, whether Stripe Tax computes the taxes, and today's rates everywhere. */
export async function paymentSettings(deps: BillingDeps, now = new Date()): Promise<PaymentSettings> {
  const rates = await readTaxRates(deps.db);
  const day = dayOf(now);
  return {
    checkoutEnabled: deps.stripe !== undefined,
    automaticTax: deps.config.STRIPE_AUTOMATIC_TAX,
    taxRates: jurisdictions.map((jurisdiction) => ({
      jurisdiction,
      taxes: ratesInForce(rates, jurisdiction, day).map((rate) => ({
        kind: rate.kind,
        label: taxRateName(rate),
        ratePercent: rateLabel(rate.rateMillipercent).replace('%', ''),
      })),
    })),
  };
}

interface SubscriptionRow {
  id: string;
  paymentPackage: PaymentPackage;
  amountPaid: number;
  paymentCurrency: string;
  paymentStatus: string | null;
  verifiedAt: string;
  checkoutJurisdiction: Jurisdiction | null;
  status: string | null;
  package: PaymentPackage | null;
  amountCents: number | null;
  currency: string | null;
  cancelAtPeriodEnd: boolean | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  taxJurisdiction: Jurisdiction | null;
  updatedAt: string | null;
}

/**
 * The next charge of a subscription, before and after tax, or null when none is coming: ended, cancelling at
 * the period's end, or without a known date. Its date is the trial's end while trialing, else the period's
 * end; its taxes are our rates in force on that day in the subscription's province (none with Stripe Tax, whose
 * amounts only Stripe knows, or without a province).
 */
export function nextChargeOf(
  subscription: Pick<
    Subscription,
    'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'trialEnd' | 'amountCents' | 'taxJurisdiction'
  >,
  rates: readonly TaxRate[],
  automaticTax: boolean,
): Subscription['nextCharge'] {
  if (ended.includes(subscription.status) || subscription.cancelAtPeriodEnd) return null;
  const date = subscription.status === 'trialing' ? subscription.trialEnd : subscription.currentPeriodEnd;
  if (date === null) return null;
  const amountCents = subscription.amountCents;
  const inForce =
    automaticTax || subscription.taxJurisdiction === null
      ? []
      : ratesInForce(rates, subscription.taxJurisdiction, dayOf(new Date(date)));
  const { taxCents, totalCents } = taxLines(amountCents, inForce);
  return { date, amountCents, taxCents, totalCents };
}

const statusOf = (row: SubscriptionRow, log: FastifyBaseLogger): SubscriptionStatus => {
  const status = row.status ?? row.paymentStatus ?? 'trialing';
  if (subscriptionStatuses.includes(status)) return status as SubscriptionStatus;
  log.warn({ subscriptionId: row.id, status }, 'a subscription status Stripe is not known to send; shown as incomplete');
  return 'incomplete';
};

/**
 * What a subscription whose charge failed pays next: its newest failed invoice, unpaid, when Stripe tries it
 * again (null when Stripe has stopped trying: the card must be updated first); undefined when no failed
 * invoice is recorded yet, so the period's charge stands.
 */
async function retryOf(db: Queryable, subscriptionId: string): Promise<Subscription['nextCharge'] | undefined> {
  const failed = await queryRow<{
    nextPaymentAttempt: string | null;
    subtotalCents: number;
    taxCents: number;
    amountDueCents: number;
  }>(
    db,
    `SELECT next_payment_attempt, subtotal_cents, tax_cents, amount_due_cents FROM invoices
     WHERE subscription_id = :subscriptionId AND status = 'open' AND payment_failed
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    { subscriptionId },
  );
  if (!failed) return undefined;
  if (failed.nextPaymentAttempt === null) return null;
  return {
    date: new Date(failed.nextPaymentAttempt).toISOString(),
    amountCents: failed.subtotalCents,
    taxCents: failed.taxCents,
    totalCents: failed.amountDueCents,
  };
}

/**
 * A client's billing: its subscription as the newest recorded payment with one names it, and as Stripe's
 * events last described it (the payment's package, price and status until an event says more).
 */
export async function billingOf(deps: BillingDeps, clientId: string): Promise<Billing> {
  const row = await queryRow<SubscriptionRow>(
    deps.db,
    `SELECT p.stripe_subscription_id AS id, p.package AS payment_package, p.amount_paid, p.currency AS payment_currency,
            p.subscription_status AS payment_status, p.verified_at, cs.tax_jurisdiction AS checkout_jurisdiction,
            s.status, s.package, s.amount_cents, s.currency, s.cancel_at_period_end, s.current_period_end, s.trial_end,
            s.tax_jurisdiction, s.updated_at
     FROM payments p
     LEFT JOIN stripe_subscriptions s ON s.id = p.stripe_subscription_id
     LEFT JOIN checkout_sessions cs ON cs.id = p.checkout_session_id
     WHERE p.client_id = :clientId AND p.stripe_subscription_id IS NOT NULL
     ORDER BY p.verified_at DESC, p.id DESC
     LIMIT 1`,
    { clientId },
  );
  const base = { configured: deps.stripe !== undefined, gstHstNumber: deps.config.GST_HST_NUMBER ?? null };
  if (!row) return { ...base, subscription: null };
  const pkg = row.package && isPaymentPackage(row.package) ? row.package : row.paymentPackage;
  const facts = {
    status: statusOf(row, deps.log),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    trialEnd: iso(row.trialEnd),
    amountCents: row.amountCents ?? row.amountPaid,
    taxJurisdiction: deps.config.STRIPE_AUTOMATIC_TAX ? null : (row.taxJurisdiction ?? row.checkoutJurisdiction),
  };
  const rates = facts.taxJurisdiction === null ? [] : await readTaxRates(deps.db);
  const paymentFailed = facts.status === 'past_due' || facts.status === 'unpaid';
  const retry = paymentFailed ? await retryOf(deps.db, row.id) : undefined;
  return {
    ...base,
    subscription: {
      id: row.id,
      package: pkg,
      currency: row.currency ?? row.paymentCurrency,
      ...facts,
      nextCharge: retry !== undefined ? retry : nextChargeOf(facts, rates, deps.config.STRIPE_AUTOMATIC_TAX),
      paymentFailed,
      updatedAt: new Date(row.updatedAt ?? row.verifiedAt).toISOString(),
    },
  };
}

interface InvoiceRow {
  id: string;
  number: string | null;
  status: Invoice['status'];
  createdAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  amountDueCents: number;
  amountPaidCents: number;
  paymentFailed: boolean;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  taxLines: { label?: unknown; amountCents?: unknown }[];
}

/** The invoices of the client's own subscriptions (those of its recorded payments), newest first, and the tax it paid. */
export async function invoicesOf(deps: BillingDeps, clientId: string): Promise<InvoiceList> {
  const ofClient = `subscription_id IN (
       SELECT stripe_subscription_id FROM payments WHERE client_id = :clientId AND stripe_subscription_id IS NOT NULL)`;
  const rows = await queryRows<InvoiceRow>(
    deps.db,
    `SELECT id, number, status, created_at, period_start, period_end, currency, subtotal_cents, tax_cents, total_cents,
            amount_due_cents, amount_paid_cents, payment_failed, hosted_invoice_url, invoice_pdf, tax_lines
     FROM invoices
     WHERE ${ofClient}
     ORDER BY created_at DESC, id DESC
     LIMIT :invoicesListed`,
    { clientId, invoicesListed },
  );
  const paid = await queryRow<{ taxPaidCents: number }>(
    deps.db,
    `SELECT coalesce(sum(tax_cents), 0)::int AS tax_paid_cents FROM invoices WHERE status = 'paid' AND ${ofClient}`,
    { clientId },
  );
  return {
    invoices: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      periodStart: iso(row.periodStart),
      periodEnd: iso(row.periodEnd),
      currency: row.currency,
      subtotalCents: row.subtotalCents,
      taxLines: row.taxLines.slice(0, 8).map((line) => ({
        label: String(line.label ?? 'Tax').slice(0, 64),
        amountCents: Number(line.amountCents ?? 0),
      })),
      taxCents: row.taxCents,
      totalCents: row.totalCents,
      amountDueCents: row.amountDueCents,
      amountPaidCents: row.amountPaidCents,
      paymentFailed: row.paymentFailed,
      hostedInvoiceUrl: row.hostedInvoiceUrl,
      invoicePdf: row.invoicePdf,
    })),
    taxPaidCents: paid?.taxPaidCents ?? 0,
    gstHstNumber: deps.config.GST_HST_NUMBER ?? null,
  };
}

/**
 * Manage billing: a customer-portal session for the Stripe customer of the client's newest recorded payment
 * (never one named by the caller), on the portal configuration for the three packages, returning to the
 * client's dashboard.
 */
export async function openBillingPortal(deps: BillingDeps, clientId: string): Promise<{ url: string }> {
  const { stripe, catalog } = deps;
  if (!stripe || !catalog) throw notConfigured();
  const payment = await queryRow<{ stripeCustomerId: string }>(
    deps.db,
    `SELECT stripe_customer_id FROM payments
     WHERE client_id = :clientId AND stripe_customer_id IS NOT NULL
     ORDER BY verified_at DESC, id DESC
     LIMIT 1`,
    { clientId },
  );
  if (!payment) throw noSubscription();
  const configuration = await catalog.portalConfiguration(deps.log);
  const session = await askStripe(deps.log, 'billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({
      customer: payment.stripeCustomerId,
      configuration,
      return_url: `${deps.config.PUBLIC_ORIGIN}/onboarding/dashboard`,
    }),
  );
  return { url: session.url };
}
