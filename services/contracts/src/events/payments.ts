import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** The packages a checkout can be for. */
export const paymentPackages = ['starter', 'growth', 'professional'] as const;

/**
 * A Stripe checkout is paid, known from Stripe itself (its signed webhook, or the session retrieved from
 * Stripe when the client returned or asked for its status). Published once per checkout session, whichever
 * way the news arrived first. `amountPaid` is the subscription's monthly price in cents: with the 7-day free
 * trial Stripe charges nothing at checkout, and this is what the client signed up to pay.
 */
export const paymentVerified = defineEvent(
  'payments.payment.verified.v1',
  z.object({
    paymentId: z.uuid(),
    checkoutSessionId: z.string().min(1),
    clientId: z.uuid(),
    package: z.enum(paymentPackages),
    amountPaid: z.number().int().nonnegative(),
    currency: z.string().length(3),
    stripeCustomerId: z.string().nullable(),
    stripeSubscriptionId: z.string().nullable(),
    stripePaymentIntentId: z.string().nullable(),
    /** Which news came first: Stripe's webhook, the client's return with its session id, or Check Payment Status. */
    verifiedVia: z.enum(['webhook', 'return', 'status-check']),
    verifiedAt: z.iso.datetime({ offset: true }),
  }),
);

export type PaymentVerified = z.infer<typeof paymentVerified.data>;

/** A subscription's status as Stripe names it. `canceled` and `incomplete_expired` are final. */
export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * What payments now knows of a client's subscription changed: its status, its plan (a switch in Stripe's
 * customer portal), its cancellation at the period's end, or its dates. Published once per Stripe event that
 * changed something, for a subscription confirmed to be the client's (its checkout's payment is recorded);
 * `changedAt` is the time of the Stripe event it follows, so a consumer keeps the newest. Actor: the system.
 */
export const subscriptionChanged = defineEvent(
  'payments.subscription.changed.v1',
  z.object({
    clientId: z.uuid(),
    subscriptionId: z.string().min(1),
    status: z.enum(subscriptionStatuses),
    cancelAtPeriodEnd: z.boolean(),
    package: z.enum(paymentPackages),
    /** The plan's monthly price before tax, in cents. */
    amountCents: z.number().int().nonnegative(),
    currency: z.string().length(3),
    /** When the period being paid for ends (the next charge, unless cancelled); null when Stripe did not say. */
    currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
    trialEnd: z.iso.datetime({ offset: true }).nullable(),
    changedAt: z.iso.datetime({ offset: true }),
    /**
     * The plan before, when this change switched it (Stripe's customer portal); absent otherwise. The client is
     * e-mailed its new plan. Added later, optional (ADR 0010): earlier events have none.
     */
    previousPackage: z.enum(paymentPackages).optional(),
  }),
);

export type SubscriptionChanged = z.infer<typeof subscriptionChanged.data>;

/**
 * Stripe could not charge a client's invoice. Published once per invoice (its first failure; Stripe's
 * retries of the same invoice are not news); the team is e-mailed. Actor: the system.
 */
export const invoicePaymentFailed = defineEvent(
  'payments.invoice.payment-failed.v1',
  z.object({
    clientId: z.uuid(),
    subscriptionId: z.string().min(1),
    invoiceId: z.string().min(1),
    number: z.string().nullable(),
    amountDueCents: z.number().int().nonnegative(),
    currency: z.string().length(3),
    attemptCount: z.number().int().nonnegative(),
    /** When Stripe tries again; null when it will not. */
    nextPaymentAttemptAt: z.iso.datetime({ offset: true }).nullable(),
    hostedInvoiceUrl: z.string().nullable(),
    failedAt: z.iso.datetime({ offset: true }),
  }),
);

export type InvoicePaymentFailed = z.infer<typeof invoicePaymentFailed.data>;

/**
 * A client cancelled its subscription: at the end of the period (`atPeriodEnd`, it runs until `endsAt`), or
 * it ended now. Published once per cancellation (again only if the client took it back and cancelled
 * again); the team is e-mailed. Actor: the system.
 */
export const subscriptionCancelled = defineEvent(
  'payments.subscription.cancelled.v1',
  z.object({
    clientId: z.uuid(),
    subscriptionId: z.string().min(1),
    package: z.enum(paymentPackages),
    atPeriodEnd: z.boolean(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    cancelledAt: z.iso.datetime({ offset: true }),
  }),
);

export type SubscriptionCancelled = z.infer<typeof subscriptionCancelled.data>;

/**
 * Stripe says a client's free trial ends soon (`customer.subscription.trial_will_end`, three days before).
 * Published once per subscription's trial; the client is e-mailed. Actor: the system.
 */
export const trialEnding = defineEvent(
  'payments.trial.ending.v1',
  z.object({
    clientId: z.uuid(),
    subscriptionId: z.string().min(1),
    package: z.enum(paymentPackages),
    amountCents: z.number().int().nonnegative(),
    currency: z.string().length(3),
    trialEnd: z.iso.datetime({ offset: true }),
  }),
);

export type TrialEnding = z.infer<typeof trialEnding.data>;
