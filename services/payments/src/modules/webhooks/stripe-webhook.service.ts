import type { EntityManager } from '@mikro-orm/core';
import Stripe from 'stripe';
import { badRequest, execute, faultPoint, queryRow, type Orm, type OutboxRelay } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { fulfilCheckout, paidCheckoutOf } from '../payments/fulfilment.js';
import { learnTaxRates, recordInvoiceEvent } from '../payments/invoices.js';
import { recordSubscriptionEvent } from '../payments/subscriptions.js';
import { notConfigured } from '../stripe/stripe-client.js';

export interface WebhookDeps {
  orm: Orm;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
  /** STRIPE_WEBHOOK_SECRET; undefined: the webhook is not set up. */
  webhookSecret: string | undefined;
  /** The Stripe SDK, to describe a tax rate an invoice names; undefined without a key. */
  stripe: Stripe | undefined;
}

/** Whether the event's id is recorded already (a redelivery): then Stripe is not asked anything for it. */
async function alreadyReceived(deps: WebhookDeps, eventId: string): Promise<boolean> {
  return (await queryRow(deps.orm, 'SELECT 1 AS found FROM stripe_events WHERE id = :eventId', { eventId })) !== undefined;
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

const invoiceTypes = ['invoice.finalized', 'invoice.paid', 'invoice.payment_failed'] as const;
type InvoiceEventType = (typeof invoiceTypes)[number];
const isInvoiceEvent = (type: string): type is InvoiceEventType => (invoiceTypes as readonly string[]).includes(type);

const hasId = (object: unknown): object is { id: string } =>
  typeof (object as { id?: unknown }).id === 'string' && (object as { id: string }).id !== '';

/**
 * What one Stripe event changes, inside the transaction that records its id. Returns whether it recorded events
 * for the outbox (a fulfilled payment, a subscription's change or a notice).
 */
async function applyStripeEvent(em: EntityManager, event: Stripe.Event, log: FastifyBaseLogger): Promise<boolean> {
  const created = event.created * 1000;
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
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end': {
      const subscription = event.data.object;
      if (!hasId(subscription) || typeof subscription.status !== 'string' || subscription.status === '') {
        log.warn({ stripeEventId: event.id }, 'a subscription event without a subscription id or status; acknowledged');
        return false;
      }
      const trialWillEnd = event.type === 'customer.subscription.trial_will_end';
      return recordSubscriptionEvent(em, subscription, created, event.id, trialWillEnd, log);
    }
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      if (!hasId(invoice)) {
        log.warn({ stripeEventId: event.id }, 'an invoice event without an invoice id; acknowledged');
        return false;
      }
      return recordInvoiceEvent(em, invoice, event.type, created, event.id, log);
    }
    default:
      return false;
  }
}

/**
 * Stripe's webhook: verified over the raw body, then in one transaction its event id is recorded (a
 * redelivery finds it and changes nothing) and the event applied. A paid checkout is fulfilled once, however
 * often and in whatever order Stripe delivers, and whether or not the client's return came first; a
 * subscription's and an invoice's events keep the newest state, whatever their order. The answer is sent
 * after the commit.
 */
export async function receiveStripeWebhook(deps: WebhookDeps, body: Buffer, signature: string): Promise<void> {
  if (!deps.webhookSecret) throw notConfigured();
  const event = verifiedEvent(body, signature, deps.webhookSecret);
  if (isInvoiceEvent(event.type) && hasId(event.data.object) && !(await alreadyReceived(deps, event.id))) {
    // Asked of Stripe before the transaction; when Stripe cannot answer, nothing is recorded and the non-2xx
    // answer makes Stripe deliver the event again later.
    await learnTaxRates(deps.orm, event.data.object as Stripe.Invoice, deps.stripe, deps.log);
  }
  const recorded = await deps.orm.em.fork().transactional(async (em) => {
    const recorded = await execute(em, 'INSERT INTO stripe_events (id, type) VALUES (:id, :type) ON CONFLICT DO NOTHING', {
      id: event.id,
      type: event.type,
    });
    if (recorded.rowCount === 0) return false;
    return applyStripeEvent(em, event, deps.log);
  });
  if (recorded) {
    faultPoint('outbox:after-commit');
    deps.relay.wake();
  }
}
