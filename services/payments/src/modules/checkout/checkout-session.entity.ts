import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaymentPackage } from '../payments/packages.js';
import type { Jurisdiction } from '../taxes/tax-rates.js';

/** A Stripe Checkout Session this service opened for a client, recorded before its URL is handed out. */
export const CheckoutSession = defineEntity({
  name: 'CheckoutSession',
  tableName: 'checkout_sessions',
  properties: {
    /** Stripe's id, `cs_…`. */
    id: p.string().primary(),
    clientId: p.uuid(),
    package: p.string().$type<PaymentPackage>(),
    /** The package's monthly price, in cents. */
    amount: p.integer(),
    currency: p.string(),
    /** The province or territory the client chose, whose taxes its subscription carries. */
    taxJurisdiction: p.string().$type<Jurisdiction>().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    fulfilledAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type CheckoutSession = InferEntity<typeof CheckoutSession>;
