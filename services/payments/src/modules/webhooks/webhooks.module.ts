import { paymentsContract } from '../../contract.js';
import { receiveStripeWebhook } from './stripe-webhook.service.js';

/** Stripe's webhook, a raw-body route: its signature is over the exact bytes sent. */
export const webhooksModule = paymentsContract.module({
  name: 'webhooks',
  setup: ({ orm, relay, log, config }) => {
    const deps = { orm, relay, log, webhookSecret: config.STRIPE_WEBHOOK_SECRET };
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
