import { paymentsContract } from '../../contract.js';
import type { Stripe } from '../stripe/stripe-client.js';
import { receiveStripeWebhook } from './stripe-webhook.service.js';

/** Stripe's webhook, a raw-body route: its signature is over the exact bytes sent. */
export const webhooksModule = (stripe: Stripe | undefined) =>
  paymentsContract.module({
    name: 'webhooks',
    setup: ({ orm, relay, log, config }) => {
      const deps = { orm, relay, log, webhookSecret: config.STRIPE_WEBHOOK_SECRET, stripe };
      return {
        rawBodyRoutes: paymentsContract.rawBodyRoutes({
          receiveStripeWebhook: {
            handler: async (request) => {
              await receiveStripeWebhook(deps, request.body, request.headers['stripe-signature']);
              return { status: 200, body: { received: true } };
            },
          },
        }),
      };
    },
  });
