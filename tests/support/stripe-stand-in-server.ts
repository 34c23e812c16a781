/**
 * The Stripe stand-in as a process, for trying the payment step by hand or from another process:
 *   PORT=12111 WEBHOOK_URL=http://127.0.0.1:8080/api/payments/webhooks/stripe node --import tsx tests/support/stripe-stand-in-server.ts
 * It prints the settings to give the payments service (STRIPE_API_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).
 * Its hosted checkout page completes a session, posts the signed `checkout.session.completed` (and the
 * subscription's `customer.subscription.created`) to WEBHOOK_URL when one is given, and returns the browser to
 * the session's success URL. Its hosted portal (`/portal/<session>`) and `POST
 * /_test/subscriptions/<id>/charge?outcome=paid|failed` post their invoice and subscription events there too.
 */
import { startStripeStandIn } from './stripe-stand-in.js';

const port = Number(process.env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}

const standIn = await startStripeStandIn({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  ...(process.env.STRIPE_WEBHOOK_SECRET && { webhookSecret: process.env.STRIPE_WEBHOOK_SECRET }),
  ...(process.env.WEBHOOK_URL && { webhookUrl: process.env.WEBHOOK_URL }),
});
console.log(`STRIPE_API_URL=${standIn.url}`);
console.log(`STRIPE_SECRET_KEY=${standIn.secretKey}`);
console.log(`STRIPE_WEBHOOK_SECRET=${standIn.webhookSecret}`);
console.log(`# charge a subscription: curl -X POST '${standIn.url}/_test/subscriptions/<sub id>/charge?outcome=paid|failed'`);

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  standIn.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
