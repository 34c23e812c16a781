import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { paymentsEvents } from '@agency/contracts';
import type { PaymentPackage } from './packages.js';

/** A verified payment: one per checkout session (written by fulfilCheckout, read here). */
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.uuid().primary(),
    checkoutSessionId: p.string(),
    clientId: p.uuid(),
    package: p.string().$type<PaymentPackage>(),
    /** Cents. */
    amountPaid: p.integer(),
    currency: p.string(),
    stripeCustomerId: p.string().nullable(),
    stripeSubscriptionId: p.string().nullable(),
    stripePaymentIntentId: p.string().nullable(),
    /** Stripe's word on the subscription (`trialing`, `active`, `canceled`…), as its webhooks last said. */
    subscriptionStatus: p.string().nullable(),
    verifiedVia: p.string().$type<paymentsEvents.PaymentVerified['verifiedVia']>(),
    verifiedAt: p.datetime().columnType('timestamptz'),
  },
});

export type Payment = InferEntity<typeof Payment>;
