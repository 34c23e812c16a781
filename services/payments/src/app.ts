import { buildService, type Service } from '@agency/kit';
import type { PaymentsConfig } from './config.js';
import { paymentsContract } from './contract.js';
import { migrations } from './migrations/0001-payments.js';
import { migrations as subscriptionMigrations } from './migrations/0002-subscriptions.js';
import { migrations as taxRateMigrations } from './migrations/0003-tax-rates.js';
import { migrations as billingMigrations } from './migrations/0004-billing.js';
import { migrations as subscriptionFactMigrations } from './migrations/0005-subscription-facts.js';
import { billingModule } from './modules/billing/billing.module.js';
import { CheckoutSession } from './modules/checkout/checkout-session.entity.js';
import { checkoutModule } from './modules/checkout/checkout.module.js';
import { Payment } from './modules/payments/payment.entity.js';
import { stripeCatalog } from './modules/stripe/catalog.js';
import { stripeClient } from './modules/stripe/stripe-client.js';
import { webhooksModule } from './modules/webhooks/webhooks.module.js';

/** The payments service: Stripe Checkout for the onboarding packages, Stripe's webhooks, and each checkout fulfilled once. */
export function buildPaymentsService(config: PaymentsConfig): Promise<Service<PaymentsConfig>> {
  const stripe = stripeClient(config);
  // The prices, tax rates and portal configuration at Stripe, looked up once for this process.
  const catalog = stripe && stripeCatalog(stripe);
  return buildService({
    name: 'payments',
    config,
    contract: paymentsContract,
    entities: [CheckoutSession, Payment],
    migrations: [
      ...migrations,
      ...subscriptionMigrations,
      ...taxRateMigrations,
      ...billingMigrations,
      ...subscriptionFactMigrations,
    ],
    modules: [checkoutModule(stripe, catalog), billingModule(stripe, catalog), webhooksModule(stripe)],
  });
}
