import { paymentsContract } from '../../contract.js';
import type { StripeCatalog } from '../stripe/catalog.js';
import type { Stripe } from '../stripe/stripe-client.js';
import { checkoutOperations } from './checkout.routes.js';

/** Checkout: the settings the payment page reads, Start Free Trial, the return from Checkout and Check Payment Status. */
export function checkoutModule(stripe: Stripe | undefined, catalog: StripeCatalog | undefined) {
  return paymentsContract.module({
    name: 'checkout',
    setup: ({ orm, relay, config, log }) => ({ operations: checkoutOperations({ orm, relay, config, log, stripe, catalog }) }),
  });
}
