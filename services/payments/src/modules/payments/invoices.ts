import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRow, queryRows, type Queryable } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { asProviderFailure, isMissingResource, type Stripe } from '../stripe/stripe-client.js';
import { idOf } from '../stripe/stripe-fields.js';
import { confirmedPaymentOf, noticeInvoiceFailure, type FailedInvoice } from './billing-notices.js';
import { lockSubscription, recordInvoiceStatus } from './subscriptions.js';

/** The invoice statuses Stripe has; paid and void are final (an invoice paid does not go back to open). */
const invoiceStatuses = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
type InvoiceStatus = (typeof invoiceStatuses)[number];
const isInvoiceStatus = (value: unknown): value is InvoiceStatus =>
  typeof value === 'string' && (invoiceStatuses as readonly string[]).includes(value);
const isFinalInvoiceStatus = (status: string) => status === 'paid' || status === 'void';

/** One tax line of an invoice as kept in invoices.tax_lines. */
export interface InvoiceTaxLine {
  label: string;
  stripeTaxRateId: string | null;
  amountCents: number;
}

const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The subscription an invoice bills: `parent.subscription_details.subscription` (API 2026-10-28), or the
 * top-level `subscription` of older API versions.
 */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return (
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf((invoice as unknown as { subscription?: unknown }).subscription)
  );
}

/** Each tax of an invoice (`total_taxes`), with the id of the Stripe tax rate it applied, when it names one. */
function taxesOf(invoice: Stripe.Invoice): { taxRateId: string | null; amountCents: number }[] {
  return (invoice.total_taxes ?? []).map((tax) => ({
    taxRateId: idOf(tax.tax_rate_details?.tax_rate),
    amountCents: int(tax.amount) ?? 0,
  }));
}

/** 13.000 -> '13', 9.975 -> '9.975'. */
const percentText = (rate: string | number) => String(Number(rate));

/** The label an invoice shows for a Stripe tax rate: its display name and rate, e.g. 'HST 13%', 'QST 9.975%'. */
export const taxLabel = (displayName: string, ratePercent: string | number | null) =>
  ratePercent === null || displayName.includes('%') ? displayName : `${displayName} ${percentText(ratePercent)}%`;

/**
 * Makes sure every tax rate an invoice names is described in stripe_tax_rates, before the transaction that
 * records the invoice (a call to Stripe must not hold a transaction open). The rates made from our own tax_rates
 * are there already; another one (Stripe Tax's) is asked of Stripe once and kept. A rate Stripe does not know is
 * labelled 'Tax'. When Stripe cannot be reached, this throws the provider failure (502, or 503 for a refused key
 * or a rate limit) and nothing is recorded: Stripe delivers the event again later. Without a Stripe key the
 * unknown rate is labelled 'Tax'.
 */
export async function learnTaxRates(
  db: Queryable,
  invoice: Stripe.Invoice,
  stripe: Stripe | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const ids = [...new Set(taxesOf(invoice).flatMap((tax) => (tax.taxRateId ? [tax.taxRateId] : [])))];
  if (ids.length === 0 || !stripe) return;
  const known = new Set(
    (await queryRows<{ id: string }>(db, 'SELECT id FROM stripe_tax_rates WHERE id = ANY(:ids)', { ids })).map((row) => row.id),
  );
  const missing = ids.filter((id) => !known.has(id));
  const rates = await Promise.all(
    missing.map(async (id) => {
      try {
        return await stripe.taxRates.retrieve(id);
      } catch (error) {
        if (isMissingResource(error)) {
          log.warn({ stripeTaxRateId: id, invoiceId: invoice.id }, 'an invoice names a tax rate Stripe does not know');
          return null;
        }
        throw asProviderFailure(error, log, 'taxRates.retrieve');
      }
    }),
  );
  for (const rate of rates) {
    if (!rate || typeof rate.id !== 'string') continue;
    const percentage =
      typeof rate.percentage === 'number' && rate.percentage >= 0 && rate.percentage < 1000 ? rate.percentage : null;
    await execute(
      db,
      `INSERT INTO stripe_tax_rates (id, display_name, jurisdiction, rate_percent)
       VALUES (:id, :displayName, :jurisdiction, round(:ratePercent::numeric, 3)) ON CONFLICT (id) DO NOTHING`,
      {
        id: rate.id,
        displayName: text(rate.display_name) ?? 'Tax',
        jurisdiction: text(rate.state) ?? text(rate.jurisdiction),
        ratePercent: percentage,
      },
    );
  }
}

/** The invoice's tax lines, each labelled from stripe_tax_rates ('Tax' for a rate not described there). */
async function taxLinesOf(em: EntityManager, invoice: Stripe.Invoice): Promise<InvoiceTaxLine[]> {
  const taxes = taxesOf(invoice);
  const ids = taxes.flatMap((tax) => (tax.taxRateId ? [tax.taxRateId] : []));
  const rates = new Map(
    (
      await queryRows<{ id: string; displayName: string; ratePercent: string | null }>(
        em,
        'SELECT id, display_name, rate_percent FROM stripe_tax_rates WHERE id = ANY(:ids)',
        { ids },
      )
    ).map((rate) => [rate.id, taxLabel(rate.displayName, rate.ratePercent)]),
  );
  return taxes.map((tax) => ({
    label: (tax.taxRateId && rates.get(tax.taxRateId)) || 'Tax',
    stripeTaxRateId: tax.taxRateId,
    amountCents: tax.amountCents,
  }));
}

interface RecordedInvoice {
  status: InvoiceStatus;
  statusAt: number;
  paymentFailed: boolean;
  failureNotifiedAt: string | null;
}

/**
 * Records what an `invoice.*` event says of an invoice (`eventCreated` in milliseconds): newest first by the
 * event's time, except that a paid or void invoice never goes back (and a paid or void one, however late,
 * replaces an open one). `payment_failed` is set by invoice.payment_failed and cleared once paid. For a
 * subscription invoice: a failure makes the subscription `past_due`, a payment of more than $0 `active` (a $0
 * trial invoice changes nothing), each only when newer than the status recorded; and the team is told of a
 * failure once per invoice, when the subscription's client is confirmed. Returns whether events were recorded.
 */
export async function recordInvoiceEvent(
  em: EntityManager,
  invoice: Stripe.Invoice,
  type: 'invoice.finalized' | 'invoice.paid' | 'invoice.payment_failed',
  eventCreated: number,
  stripeEventId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const status = invoice.status;
  const currency = typeof invoice.currency === 'string' ? invoice.currency.toLowerCase() : '';
  if (!isInvoiceStatus(status) || !/^[a-z]{3}$/.test(currency)) {
    log.warn({ stripeEventId, invoiceId: invoice.id, status }, 'an invoice without a known status or currency; acknowledged');
    return false;
  }
  const subscriptionId = subscriptionOfInvoice(invoice);
  // The subscription first, as every writer of it locks it, then the invoice.
  if (subscriptionId) await lockSubscription(em, subscriptionId);
  await execute(em, 'SELECT pg_advisory_xact_lock(hashtextextended(:lock, 0))', { lock: `payments-invoice:${invoice.id}` });
  const before = await queryRow<RecordedInvoice>(
    em,
    `SELECT status, (extract(epoch FROM status_at) * 1000)::float8 AS status_at, payment_failed, failure_notified_at
     FROM invoices WHERE id = :id`,
    { id: invoice.id },
  );
  const applies =
    !before ||
    (isFinalInvoiceStatus(before.status)
      ? status === before.status && before.statusAt < eventCreated
      : before.statusAt < eventCreated || isFinalInvoiceStatus(status));
  if (applies) {
    const paymentFailed = isFinalInvoiceStatus(status)
      ? false
      : type === 'invoice.payment_failed' || (type !== 'invoice.paid' && (before?.paymentFailed ?? false));
    const amountDue = int(invoice.amount_due) ?? 0;
    await execute(
      em,
      `INSERT INTO invoices (id, subscription_id, customer_id, number, status, currency, subtotal_cents, tax_cents, total_cents,
         amount_due_cents, amount_paid_cents, tax_lines, hosted_invoice_url, invoice_pdf, attempt_count, next_payment_attempt,
         payment_failed, period_start, period_end, created_at, status_at, stripe_event_id)
       VALUES (:id, :subscriptionId, :customerId, :number, :status, :currency, :subtotal, :tax, :total, :amountDue, :amountPaid,
         :taxLines::jsonb, :hostedInvoiceUrl, :invoicePdf, :attemptCount, to_timestamp(:nextPaymentAttempt::float8),
         :paymentFailed, to_timestamp(:periodStart::float8), to_timestamp(:periodEnd::float8), to_timestamp(:created::float8),
         to_timestamp(:statusAt::float8), :stripeEventId)
       ON CONFLICT (id) DO UPDATE SET
         subscription_id = EXCLUDED.subscription_id, customer_id = EXCLUDED.customer_id, number = EXCLUDED.number,
         status = EXCLUDED.status, currency = EXCLUDED.currency, subtotal_cents = EXCLUDED.subtotal_cents,
         tax_cents = EXCLUDED.tax_cents, total_cents = EXCLUDED.total_cents, amount_due_cents = EXCLUDED.amount_due_cents,
         amount_paid_cents = EXCLUDED.amount_paid_cents, tax_lines = EXCLUDED.tax_lines,
         hosted_invoice_url = EXCLUDED.hosted_invoice_url, invoice_pdf = EXCLUDED.invoice_pdf,
         attempt_count = EXCLUDED.attempt_count, next_payment_attempt = EXCLUDED.next_payment_attempt,
         payment_failed = EXCLUDED.payment_failed, period_start = EXCLUDED.period_start, period_end = EXCLUDED.period_end,
         created_at = EXCLUDED.created_at, status_at = EXCLUDED.status_at, stripe_event_id = EXCLUDED.stripe_event_id,
         updated_at = now()`,
      {
        id: invoice.id,
        subscriptionId,
        customerId: idOf(invoice.customer),
        number: text(invoice.number),
        status,
        currency,
        subtotal: int(invoice.subtotal_excluding_tax) ?? int(invoice.subtotal) ?? 0,
        tax: taxesOf(invoice).reduce((sum, tax) => sum + tax.amountCents, 0),
        total: int(invoice.total) ?? 0,
        amountDue,
        amountPaid: int(invoice.amount_paid) ?? 0,
        taxLines: JSON.stringify(await taxLinesOf(em, invoice)),
        hostedInvoiceUrl: text(invoice.hosted_invoice_url),
        invoicePdf: text(invoice.invoice_pdf),
        attemptCount: int(invoice.attempt_count) ?? 0,
        nextPaymentAttempt: seconds(invoice.next_payment_attempt),
        paymentFailed,
        periodStart: seconds(invoice.period_start),
        periodEnd: seconds(invoice.period_end),
        created: seconds(invoice.created) ?? eventCreated / 1000,
        statusAt: Math.max(eventCreated, before?.statusAt ?? -Infinity) / 1000,
        stripeEventId,
      },
    );
  } else {
    log.info({ stripeEventId, invoiceId: invoice.id }, 'older invoice event; acknowledged');
  }
  if (!subscriptionId) return false;

  let recorded = false;
  if (type === 'invoice.payment_failed') {
    recorded = await recordInvoiceStatus(em, subscriptionId, 'past_due', eventCreated, stripeEventId, log);
    const payment = before?.failureNotifiedAt ? undefined : await confirmedPaymentOf(em, subscriptionId);
    if (payment) {
      await noticeInvoiceFailure(
        em,
        {
          id: invoice.id,
          number: text(invoice.number),
          amountDueCents: Math.max(0, int(invoice.amount_due) ?? 0),
          currency,
          attemptCount: Math.max(0, int(invoice.attempt_count) ?? 0),
          nextPaymentAttempt: seconds(invoice.next_payment_attempt) === null ? null : invoice.next_payment_attempt! * 1000,
          hostedInvoiceUrl: text(invoice.hosted_invoice_url),
        },
        subscriptionId,
        payment,
        eventCreated,
      );
      recorded = true;
    }
  } else if (type === 'invoice.paid' && (int(invoice.amount_paid) ?? 0) > 0) {
    recorded = await recordInvoiceStatus(em, subscriptionId, 'active', eventCreated, stripeEventId, log);
  }
  return recorded;
}

/**
 * The failures of a subscription's invoices the team was not told of and that are still unpaid (their events
 * came before the checkout's payment was recorded), for fulfilment to tell now.
 */
export async function untoldFailuresOf(em: EntityManager, subscriptionId: string) {
  return queryRows<FailedInvoice & { statusAt: number }>(
    em,
    `SELECT id, number, amount_due_cents, currency, attempt_count,
       (extract(epoch FROM next_payment_attempt) * 1000)::float8 AS next_payment_attempt, hosted_invoice_url,
       (extract(epoch FROM status_at) * 1000)::float8 AS status_at
     FROM invoices
     WHERE subscription_id = :subscriptionId AND payment_failed AND failure_notified_at IS NULL
       AND status NOT IN ('paid', 'void')
     ORDER BY created_at`,
    { subscriptionId },
  );
}
