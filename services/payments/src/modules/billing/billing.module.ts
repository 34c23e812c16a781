import { paymentsContract } from '../../contract.js';
import type { StripeCatalog } from '../stripe/catalog.js';
import type { Stripe } from '../stripe/stripe-client.js';
import { billingOperations } from './billing.routes.js';

/** Billing after checkout: the client's and the team's view of the subscription and its invoices, and Manage billing. */
export function billingModule(stripe: Stripe | undefined, catalog: StripeCatalog | undefined) {
  return paymentsContract.module({
    name: 'billing',
    setup: ({ orm, config, log }) => ({ operations: billingOperations({ db: orm, config, log, stripe, catalog }) }),
  });
}
