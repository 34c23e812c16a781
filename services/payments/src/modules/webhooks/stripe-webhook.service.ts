import type { EntityManager } from '@mikro-orm/core';
import Stripe from 'stripe';
import { badRequest, execute, faultPoint, type Orm, type OutboxRelay } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { fulfilCheckout, paidCheckoutOf } from '../payments/fulfilment.js';
import { recordSubscriptionStatus } from '../payments/subscriptions.js';
import { notConfigured } from '../stripe/stripe-client.js';

export interface WebhookDeps {
  orm: Orm;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
  /** STRIPE_WEBHOOK_SECRET; undefined: the webhook is not set up. */
  webhookSecret: string | undefined;
}

const signatureInvalid = () =>
  badRequest('PAYMENTS_WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header does not match this payload, or is too old.');

/** The exact bytes Stripe sent, checked against the signature header (HMAC-SHA256, 5-minute tolerance). */
function verifiedEvent(body: Buffer, signature: string, secret: string): Stripe.Event {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw signatureInvalid();
    // Signed by the secret's holder, yet not JSON: bad input all the same.
    throw badRequest('PAYMENTS_WEBHOOK_PAYLOAD_INVALID', 'The webhook payload is not a Stripe event.');
  }
  if (
    typeof event?.id !== 'string' ||
    event.id === '' ||
    typeof event.type !== 'string' ||
    typeof event.data?.object !== 'object'
  ) {
    throw badRequest('PAYMENTS_WEBHOOK_PAYLOAD_INVALID', 'The webhook payload is not a Stripe event.');
  }
  return event;
}

/** What one Stripe event changes, inside the transaction that records its id. Returns whether a payment was fulfilled. */
async function applyStripeEvent(em: EntityManager, event: Stripe.Event, log: FastifyBaseLogger): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const verdict = await paidCheckoutOf(em, session);
      if ('notFulfilled' in verdict) {
        const about = { stripeEventId: event.id, checkoutSessionId: session.id, reason: verdict.notFulfilled };
        if (verdict.notFulfilled === 'not-paid') log.info(about, 'checkout not paid yet; acknowledged');
        else log.warn({ ...about, clientReferenceId: session.client_reference_id }, 'checkout not ours to fulfil; acknowledged');
        return false;
      }
      return fulfilCheckout(em, verdict.paid, 'webhook', log);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      if (!(await recordSubscriptionStatus(em, subscription, event.created, event.id))) {
        log.info({ stripeEventId: event.id, subscriptionId: subscription.id }, 'older subscription event; acknowledged');
      }
      return false;
    }
    default:
      return false;
  }
}

/**
 * Stripe's webhook: verified over the raw body, then in one transaction its event id is recorded (a
 * redelivery finds it and changes nothing) and the event applied. A paid checkout is fulfilled once, however
 * often and in whatever order Stripe delivers, and whether or not the client's return came first.
 */
export async function receiveStripeWebhook(deps: WebhookDeps, body: Buffer, signature: string): Promise<void> {
  if (!deps.webhookSecret) throw notConfigured();
  const event = verifiedEvent(body, signature, deps.webhookSecret);
  const fulfilled = await deps.orm.em.fork().transactional(async (em) => {
    const recorded = await execute(em, 'INSERT INTO stripe_events (id, type) VALUES (:id, :type) ON CONFLICT DO NOTHING', {
      id: event.id,
      type: event.type,
    });
    if (recorded.rowCount === 0) return false;
    return applyStripeEvent(em, event, deps.log);
  });
  if (fulfilled) {
    faultPoint('outbox:after-commit');
    deps.relay.wake();
  }
}
