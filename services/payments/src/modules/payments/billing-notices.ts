import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { currentCorrelation, execute, queryRow, recordEvent, systemActor, withCorrelation } from '@agency/kit';
import { paymentsEvents, type EventDefinition } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentPackage } from './packages.js';
import type { SubscriptionRecord } from './subscriptions.js';

const source = 'payments';

/**
 * The payment that confirms whose a subscription is: its checkout's, recorded by this service. A subscription's
 * metadata names a client too, but anyone with access to the Stripe account can write that; it is never trusted.
 */
export interface ConfirmedPayment {
  clientId: string;
  package: PaymentPackage;
  amountPaid: number;
  currency: string;
}

export async function confirmedPaymentOf(em: EntityManager, subscriptionId: string): Promise<ConfirmedPayment | undefined> {
  return queryRow<ConfirmedPayment>(
    em,
    `SELECT client_id, package, amount_paid, currency FROM payments
     WHERE stripe_subscription_id = :subscriptionId ORDER BY verified_at LIMIT 1`,
    { subscriptionId },
  );
}

/**
 * Records an event whose actor is the system, whoever's request is under way: Stripe's word caused it, even
 * when a client's return is what recorded the payment it waited for.
 */
function recordAsSystem<Data>(em: EntityManager, definition: EventDefinition<Data>, data: Data): void {
  const current = currentCorrelation();
  withCorrelation(
    {
      correlationId: current?.correlationId ?? randomUUID(),
      causationId: current?.causationId ?? null,
      actor: () => systemActor,
    },
    () => recordEvent(em, source, definition, data),
  );
}

/** Milliseconds as an ISO time; null for none (or a time of unknown age). */
export const isoOf = (ms: number | null) => (ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString());

const isSubscriptionStatus = (status: string): status is paymentsEvents.SubscriptionStatus =>
  (paymentsEvents.subscriptionStatuses as readonly string[]).includes(status);

/**
 * `payments.subscription.changed.v1` from the subscription as recorded, with the plan it had before when the
 * change switched it. Returns whether it was recorded.
 */
export function noticeSubscriptionChanged(
  em: EntityManager,
  row: SubscriptionRecord,
  payment: ConfirmedPayment,
  log: FastifyBaseLogger,
  previousPackage?: PaymentPackage,
): boolean {
  if (!isSubscriptionStatus(row.status)) {
    log.warn({ subscriptionId: row.id, status: row.status }, 'a subscription status this service does not know; not published');
    return false;
  }
  recordAsSystem(em, paymentsEvents.subscriptionChanged, {
    clientId: payment.clientId,
    subscriptionId: row.id,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    // Until a subscription event names them, the plan is the one the client paid for at checkout.
    package: row.package ?? payment.package,
    amountCents: row.amountCents ?? payment.amountPaid,
    currency: row.currency ?? payment.currency,
    currentPeriodEnd: isoOf(row.currentPeriodEnd),
    trialEnd: isoOf(row.trialEnd),
    changedAt: isoOf(row.changedAt) ?? isoOf(row.statusAt) ?? new Date().toISOString(),
    ...(previousPackage && { previousPackage }),
  });
  return true;
}

/**
 * `payments.subscription.cancelled.v1`, once per cancellation: when the subscription is canceled, or set to
 * cancel at the period's end, and the team was not told yet (cancel_notified_at). Returns whether it was recorded.
 */
export async function noticeCancellation(
  em: EntityManager,
  row: SubscriptionRecord,
  payment: ConfirmedPayment,
): Promise<boolean> {
  const atPeriodEnd = row.status !== 'canceled' && row.cancelAtPeriodEnd && row.status !== 'incomplete_expired';
  if ((row.status !== 'canceled' && !atPeriodEnd) || row.cancelNotifiedAt !== null) return false;
  recordAsSystem(em, paymentsEvents.subscriptionCancelled, {
    clientId: payment.clientId,
    subscriptionId: row.id,
    package: row.package ?? payment.package,
    atPeriodEnd,
    endsAt: atPeriodEnd ? isoOf(row.currentPeriodEnd) : isoOf(row.statusAt),
    cancelledAt: isoOf(atPeriodEnd ? row.factsAt : row.statusAt) ?? new Date().toISOString(),
  });
  await execute(em, 'UPDATE stripe_subscriptions SET cancel_notified_at = now() WHERE id = :id', { id: row.id });
  row.cancelNotifiedAt = Date.now();
  return true;
}

/**
 * `payments.trial.ending.v1`, once per subscription (trial_notified_at), on Stripe's trial_will_end. Returns
 * whether it was recorded.
 */
export async function noticeTrialEnding(
  em: EntityManager,
  row: SubscriptionRecord,
  payment: ConfirmedPayment,
  eventTrialEnd: number | null,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (row.trialNotifiedAt !== null) return false;
  const trialEnd = isoOf(eventTrialEnd ?? row.trialEnd);
  if (!trialEnd) {
    log.warn({ subscriptionId: row.id }, 'trial_will_end for a subscription without a trial end; nobody told');
    return false;
  }
  recordAsSystem(em, paymentsEvents.trialEnding, {
    clientId: payment.clientId,
    subscriptionId: row.id,
    package: row.package ?? payment.package,
    amountCents: row.amountCents ?? payment.amountPaid,
    currency: row.currency ?? payment.currency,
    trialEnd,
  });
  await execute(em, 'UPDATE stripe_subscriptions SET trial_notified_at = now() WHERE id = :id', { id: row.id });
  row.trialNotifiedAt = Date.now();
  return true;
}

/** What the team is told of an invoice Stripe could not charge. */
export interface FailedInvoice {
  id: string;
  number: string | null;
  amountDueCents: number;
  currency: string;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  hostedInvoiceUrl: string | null;
}

/**
 * `payments.invoice.payment-failed.v1`, once per invoice (the caller checked failure_notified_at; Stripe's
 * retries of the same invoice are not news).
 */
export async function noticeInvoiceFailure(
  em: EntityManager,
  invoice: FailedInvoice,
  subscriptionId: string,
  payment: ConfirmedPayment,
  failedAt: number,
): Promise<void> {
  recordAsSystem(em, paymentsEvents.invoicePaymentFailed, {
    clientId: payment.clientId,
    subscriptionId,
    invoiceId: invoice.id,
    number: invoice.number,
    amountDueCents: invoice.amountDueCents,
    currency: invoice.currency,
    attemptCount: invoice.attemptCount,
    nextPaymentAttemptAt: isoOf(invoice.nextPaymentAttempt),
    hostedInvoiceUrl: invoice.hostedInvoiceUrl,
    failedAt: isoOf(failedAt) ?? new Date().toISOString(),
  });
  await execute(em, 'UPDATE invoices SET failure_notified_at = now() WHERE id = :id', { id: invoice.id });
}
