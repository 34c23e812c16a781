import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRows, recordEvent } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { paymentsEvents } from '@agency/contracts';
import type { Stripe } from '../stripe/stripe-client.js';
import { recordSubscriptionProvince } from '../billing/subscription-province.js';
import { CheckoutSession } from '../checkout/checkout-session.entity.js';
import { idOf } from '../stripe/stripe-fields.js';
import { checkoutCurrency, isPaymentPackage, monthlyPriceCents, type PaymentPackage } from './packages.js';
import { noticeCancellation, noticeInvoiceFailure, noticeSubscriptionChanged, type ConfirmedPayment } from './billing-notices.js';
import { untoldFailuresOf } from './invoices.js';
import { lockSubscription, subscriptionRecordOf, type SubscriptionRecord } from './subscriptions.js';

export const source = 'payments';

export type VerifiedVia = paymentsEvents.PaymentVerified['verifiedVia'];

/** What a paid checkout tells us, taken from Stripe's own session object. */
export interface PaidCheckout {
  checkoutSessionId: string;
  clientId: string;
  package: PaymentPackage;
  amountPaid: number;
  currency: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stripePaymentIntentId: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Paid, as Stripe says it: the session is complete and its payment is paid, or needs none (a subscription's
 * free trial charges nothing at checkout).
 */
export const isPaid = (session: Stripe.Checkout.Session) =>
  session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');

/** Why a session is not fulfilled: not paid (yet), or not shown to be one of ours for this client. */
export type NotFulfilled = 'not-paid' | 'no-client-id' | 'client-not-confirmed' | 'no-package';

/**
 * The paid checkout a Stripe session stands for, or why it is not one to fulfil. Its client is the
 * `client_reference_id`, and only when something of ours confirms it: the session we recorded was opened for
 * that client, or (a session we have no record of) its metadata names the same client. Anyone with a
 * Stripe account can complete a Checkout Session naming any id; neither confirms such a one.
 */
export async function paidCheckoutOf(
  em: EntityManager,
  session: Stripe.Checkout.Session,
): Promise<{ paid: PaidCheckout } | { notFulfilled: NotFulfilled }> {
  if (!isPaid(session)) return { notFulfilled: 'not-paid' };
  const clientId = session.client_reference_id?.toLowerCase();
  if (!clientId || !uuid.test(clientId)) return { notFulfilled: 'no-client-id' };
  const recorded = await em.findOne(CheckoutSession, { id: session.id });
  const confirmedBy = recorded ? recorded.clientId : session.metadata?.clientId;
  if (confirmedBy?.toLowerCase() !== clientId) return { notFulfilled: 'client-not-confirmed' };
  const fromMetadata = session.metadata?.package;
  const pkg = isPaymentPackage(fromMetadata) ? fromMetadata : recorded?.package;
  if (!pkg) return { notFulfilled: 'no-package' };
  return {
    paid: {
      checkoutSessionId: session.id,
      clientId,
      package: pkg,
      amountPaid: monthlyPriceCents(pkg),
      currency: (session.currency ?? checkoutCurrency).toLowerCase(),
      stripeCustomerId: idOf(session.customer),
      stripeSubscriptionId: idOf(session.subscription),
      stripePaymentIntentId: idOf(session.payment_intent),
    },
  };
}

/**
 * Records the payment of a checkout and `payments.payment.verified.v1`, once per checkout session, inside the
 * caller's transaction. The unique index on checkout_session_id decides who is first: a second path (or a
 * second delivery, racing or late) inserts nothing and records nothing. Returns whether this call fulfilled it.
 *
 * A client who paid in two tabs has two subscriptions at Stripe: the second checkout is recorded all the same
 * (the money was taken) and logged as a warning naming both, for the team to cancel one.
 */
export async function fulfilCheckout(
  em: EntityManager,
  paid: PaidCheckout,
  via: VerifiedVia,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const id = randomUUID();
  const verifiedAt = new Date();
  // One client's checkouts are fulfilled one at a time, so a second payment always sees the first.
  await execute(em, 'SELECT pg_advisory_xact_lock(hashtextextended(:lock, 0))', { lock: `payments-client:${paid.clientId}` });
  // The subscription's status, when its events came first, is taken over (and a later event cannot slip between).
  let subscription: SubscriptionRecord | undefined;
  if (paid.stripeSubscriptionId) {
    await lockSubscription(em, paid.stripeSubscriptionId);
    subscription = await subscriptionRecordOf(em, paid.stripeSubscriptionId);
  }
  const subscriptionStatus = subscription?.status ?? null;
  const inserted = await execute(
    em,
    `INSERT INTO payments (id, checkout_session_id, client_id, package, amount_paid, currency, stripe_customer_id,
       stripe_subscription_id, stripe_payment_intent_id, subscription_status, verified_via, verified_at)
     VALUES (:id, :checkoutSessionId, :clientId, :package, :amountPaid, :currency, :stripeCustomerId,
       :stripeSubscriptionId, :stripePaymentIntentId, :subscriptionStatus, :via, :verifiedAt)
     ON CONFLICT (checkout_session_id) DO NOTHING`,
    {
      id,
      checkoutSessionId: paid.checkoutSessionId,
      clientId: paid.clientId,
      package: paid.package,
      amountPaid: paid.amountPaid,
      currency: paid.currency,
      stripeCustomerId: paid.stripeCustomerId,
      stripeSubscriptionId: paid.stripeSubscriptionId,
      stripePaymentIntentId: paid.stripePaymentIntentId,
      subscriptionStatus,
      via,
      verifiedAt,
    },
  );
  if (inserted.rowCount === 0) return false;
  const earlier = await queryRows<{ checkoutSessionId: string }>(
    em,
    'SELECT checkout_session_id FROM payments WHERE client_id = :clientId AND checkout_session_id <> :checkoutSessionId ORDER BY verified_at',
    { clientId: paid.clientId, checkoutSessionId: paid.checkoutSessionId },
  );
  if (earlier.length > 0) {
    log.warn(
      {
        clientId: paid.clientId,
        checkoutSessionId: paid.checkoutSessionId,
        alreadyPaidCheckoutSessionIds: earlier.map((row) => row.checkoutSessionId),
        stripeSubscriptionId: paid.stripeSubscriptionId,
      },
      'a client who had already paid paid again: two subscriptions at Stripe, one to cancel',
    );
  }
  await em.nativeUpdate(CheckoutSession, { id: paid.checkoutSessionId, fulfilledAt: null }, { fulfilledAt: verifiedAt });
  if (paid.stripeSubscriptionId) await recordSubscriptionProvince(em, paid.stripeSubscriptionId, paid.checkoutSessionId);
  recordEvent(em, source, paymentsEvents.paymentVerified, {
    paymentId: id,
    ...paid,
    verifiedVia: via,
    verifiedAt: verifiedAt.toISOString(),
  });
  if (subscription) await tellWhatCameFirst(em, subscription, paid, log);
  return true;
}

/**
 * Stripe's events about the subscription came before its payment was recorded, when its client was not yet
 * confirmed, so nothing was published: its state is published now, with the cancellation and the failed
 * invoices the team was not told of.
 */
async function tellWhatCameFirst(
  em: EntityManager,
  subscription: SubscriptionRecord,
  paid: PaidCheckout,
  log: FastifyBaseLogger,
) {
  const payment: ConfirmedPayment = {
    clientId: paid.clientId,
    package: paid.package,
    amountPaid: paid.amountPaid,
    currency: paid.currency,
  };
  noticeSubscriptionChanged(em, subscription, payment, log);
  await noticeCancellation(em, subscription, payment);
  for (const invoice of await untoldFailuresOf(em, subscription.id)) {
    await noticeInvoiceFailure(em, invoice, subscription.id, payment, invoice.statusAt);
  }
}
