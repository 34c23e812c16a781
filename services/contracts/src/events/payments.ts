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
