import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { paymentsTestService, type PaymentsTable } from './support.js';

const t = await paymentsTestService();

const tables: PaymentsTable[] = ['stripe_events', 'payments', 'outbox_events'];
const rowCounts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await t.count(table)])));
const nothingRecorded = { stripe_events: 0, payments: 0, outbox_events: 0 };

/** A client's completed checkout, as Stripe has it after the customer went through the page. */
async function completedCheckout(pkg = 'growth') {
  const clientId = randomUUID();
  const { id } = await t.openCheckout(clientId, pkg);
  const session = t.stripe.complete(id);
  return { clientId, id, session };
}

describe('Stripe’s webhook: the signature over the exact bytes', () => {
  it('fulfils a checkout.session.completed whose signature verifies', async () => {
    const { clientId, id, session } = await completedCheckout();
    const webhook = t.stripe.sessionEvent('checkout.session.completed', id);
    const response = await t.deliver(webhook);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    expect(await t.sql('SELECT id, type FROM stripe_events')).toEqual([
      { id: webhook.eventId, type: 'checkout.session.completed' },
    ]);
    const events = await t.verifiedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.envelope.data).toMatchObject({
      checkoutSessionId: id,
      clientId,
      package: 'growth',
      amountPaid: 3900,
      stripeSubscriptionId: session.subscription,
      verifiedVia: 'webhook',
    });
  });

  it('refuses a wrong signature with a 400 and records nothing', async () => {
    const { id } = await completedCheckout();
    const webhook = t.stripe.sessionEvent('checkout.session.completed', id);
    const wrong = webhook.signature.replace(/v1=([0-9a-f])/, (_m, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
    for (const signature of [wrong, 'not-a-signature', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`]) {
      const response = await t.deliver({ body: webhook.body, signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'PAYMENTS_WEBHOOK_SIGNATURE_INVALID' });
    }
    expect(await rowCounts()).toEqual(nothingRecorded);
  });

  it('refuses a signature made with another secret', async () => {
    const { id } = await completedCheckout();
    const webhook = t.stripe.sessionEvent('checkout.session.completed', id);
    const other = Stripe.webhooks.generateTestHeaderString({ payload: webhook.body, secret: 'whsec_someone_else' });
    expect((await t.deliver({ body: webhook.body, signature: other })).statusCode).toBe(400);
    expect(await rowCounts()).toEqual(nothingRecorded);
  });

  it('refuses an old timestamp (beyond Stripe’s 5 minutes) with a 400 and records nothing', async () => {
    const { id } = await completedCheckout();
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const response = await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id, { timestamp: sixMinutesAgo }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PAYMENTS_WEBHOOK_SIGNATURE_INVALID');
    expect(await rowCounts()).toEqual(nothingRecorded);
  });

  it('refuses a body with one byte changed with a 400 and records nothing', async () => {
    const { id } = await completedCheckout();
    const webhook = t.stripe.sessionEvent('checkout.session.completed', id);
    const changed = webhook.body.replace('"livemode": false', '"livemode": falsE');
    expect(changed).not.toBe(webhook.body);
    expect((await t.deliver({ body: changed, signature: webhook.signature })).statusCode).toBe(400);
    // Re-serialised JSON (the same event, compact) is not the bytes signed either.
    const reformatted = JSON.stringify(JSON.parse(webhook.body));
    expect(reformatted).not.toBe(webhook.body);
    expect((await t.deliver({ body: reformatted, signature: webhook.signature })).statusCode).toBe(400);
    expect(await rowCounts()).toEqual(nothingRecorded);
  });

  it('refuses a request without the header, or another media type', async () => {
    const { id } = await completedCheckout();
    const webhook = t.stripe.sessionEvent('checkout.session.completed', id);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: webhook.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: webhook.body,
      headers: { 'content-type': 'text/plain', 'stripe-signature': webhook.signature },
    });
    expect(text.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(nothingRecorded);
  });

  it('answers 503 PAYMENTS_NOT_CONFIGURED without a webhook secret, and records nothing', async () => {
    const off = await t.another({ STRIPE_WEBHOOK_SECRET: '' });
    try {
      const { id } = await completedCheckout();
      const webhook = t.stripe.sessionEvent('checkout.session.completed', id);
      const response = await off.app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        payload: webhook.body,
        headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('PAYMENTS_NOT_CONFIGURED');
    } finally {
      await off.app.close();
    }
    expect(await rowCounts()).toEqual(nothingRecorded);
  });
});

describe('who verified a payment', () => {
  it('is the system for Stripe’s webhook, and the client for its own return', async () => {
    const byWebhook = await completedCheckout();
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', byWebhook.id))).statusCode).toBe(200);
    const byReturn = await completedCheckout();
    expect((await t.verify(byReturn.id, byReturn.clientId)).statusCode).toBe(200);

    const actorOf = async (sessionId: string) =>
      (await t.verifiedEvents()).find((row) => row.envelope.data.checkoutSessionId === sessionId)?.envelope.actor;
    expect(await actorOf(byWebhook.id)).toEqual({ kind: 'system' });
    expect(await actorOf(byReturn.id)).toEqual({ kind: 'client', id: byReturn.clientId, userId: expect.any(String) });
  });
});

describe('Stripe’s webhook: each event once, each checkout fulfilled once', () => {
  it('makes a redelivery of the same event a no-op', async () => {
    const { id } = await completedCheckout();
    const webhook = t.stripe.sessionEvent('checkout.session.completed', id);
    for (let delivery = 0; delivery < 3; delivery++) expect((await t.deliver(webhook)).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ stripe_events: 1, payments: 1, outbox_events: 1 });
  });

  it('fulfils nothing twice when Stripe sends completed and then async_payment_succeeded for one session', async () => {
    const { id } = await completedCheckout();
    await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id));
    await t.deliver(t.stripe.sessionEvent('checkout.session.async_payment_succeeded', id));
    expect(await rowCounts()).toEqual({ stripe_events: 2, payments: 1, outbox_events: 1 });
  });

  it('publishes nothing more when the webhook comes after the client’s return, and the other way round', async () => {
    const first = await completedCheckout();
    expect((await t.verify(first.id, first.clientId)).json()).toEqual({ verified: true });
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', first.id))).statusCode).toBe(200);

    const second = await completedCheckout();
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', second.id))).statusCode).toBe(200);
    expect((await t.verify(second.id, second.clientId)).json()).toEqual({ verified: true });

    const events = await t.verifiedEvents();
    expect(events.map((event) => [event.envelope.data.checkoutSessionId, event.envelope.data.verifiedVia])).toEqual([
      [first.id, 'return'],
      [second.id, 'webhook'],
    ]);
    expect(await t.count('payments')).toBe(2);
  });

  it('records but does not fulfil a completed session that is not paid yet (a delayed payment method)', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id, { paymentStatus: 'unpaid' });
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id))).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ stripe_events: 1, payments: 0, outbox_events: 0 });
    // The money arrives later.
    t.stripe.complete(id, { paymentStatus: 'paid' });
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.async_payment_succeeded', id))).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ stripe_events: 2, payments: 1, outbox_events: 1 });
  });

  it('takes the package from the session this service recorded when Stripe’s metadata lacks it', async () => {
    const { id } = await completedCheckout('professional');
    const session = t.stripe.session(id)!;
    session.metadata = {};
    await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id));
    expect((await t.verifiedEvents())[0]!.envelope.data).toMatchObject({ package: 'professional', amountPaid: 7900 });
  });

  it('acknowledges a checkout without a client id or a known package, and fulfils nothing', async () => {
    const { id } = await completedCheckout();
    const session = t.stripe.session(id)!;
    session.client_reference_id = null;
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id))).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ stripe_events: 1, payments: 0, outbox_events: 0 });
  });

  it('keeps the subscription’s status from customer.subscription.updated and .deleted', async () => {
    const { id } = await completedCheckout();
    await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id));
    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.updated', id, 'active'));
    expect(await t.sql('SELECT subscription_status FROM payments')).toEqual([{ subscriptionStatus: 'active' }]);
    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.deleted', id, 'canceled'));
    expect(await t.sql('SELECT subscription_status FROM payments')).toEqual([{ subscriptionStatus: 'canceled' }]);
    // The payment once; then each change of the client's subscription, and its cancellation once.
    expect(
      await t.sql(
        "SELECT type, envelope->'data'->>'status' AS status FROM outbox_events ORDER BY type, envelope->'data'->>'changedAt'",
      ),
    ).toEqual([
      { type: 'payments.payment.verified.v1', status: null },
      { type: 'payments.subscription.cancelled.v1', status: null },
      { type: 'payments.subscription.changed.v1', status: 'active' },
      { type: 'payments.subscription.changed.v1', status: 'canceled' },
    ]);
  });

  it('keeps a subscription event that comes before the payment is recorded, and gives the payment its status', async () => {
    const { id, clientId, session } = await completedCheckout();
    const now = Math.floor(Date.now() / 1000);
    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.created', id, 'incomplete', { timestamp: now - 2 }));
    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.updated', id, 'trialing', { timestamp: now - 1 }));
    expect(await t.count('payments')).toBe(0);
    expect(await t.sql('SELECT id, status FROM stripe_subscriptions')).toEqual([
      { id: session.subscription, status: 'trialing' },
    ]);

    expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });
    expect(await t.sql('SELECT stripe_subscription_id, subscription_status FROM payments')).toEqual([
      { stripeSubscriptionId: session.subscription, subscriptionStatus: 'trialing' },
    ]);
  });

  it('never lets an older subscription event overwrite a newer one, nor brings back a canceled subscription', async () => {
    const { id } = await completedCheckout();
    await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id));
    const now = Math.floor(Date.now() / 1000);
    const statuses = async () => [
      ...(await t.sql('SELECT status FROM stripe_subscriptions')),
      ...(await t.sql('SELECT subscription_status AS status FROM payments')),
    ];

    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.updated', id, 'past_due', { timestamp: now - 10 }));
    // Delivered late: the trial's end, and the trial itself, both older than past_due.
    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.updated', id, 'active', { timestamp: now - 60 }));
    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.created', id, 'trialing', { timestamp: now - 120 }));
    expect(await statuses()).toEqual([{ status: 'past_due' }, { status: 'past_due' }]);

    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.deleted', id, 'canceled', { timestamp: now - 5 }));
    await t.deliver(t.stripe.subscriptionEvent('customer.subscription.updated', id, 'active', { timestamp: now }));
    expect(await statuses()).toEqual([{ status: 'canceled' }, { status: 'canceled' }]);
    expect(await t.count('stripe_events')).toBe(6);
  });

  it('acknowledges a checkout whose client_reference_id is not a client id, and fulfils nothing', async () => {
    const { id } = await completedCheckout();
    await t.sql('DELETE FROM checkout_sessions WHERE id = :id', { id });
    const session = t.stripe.session(id)!;
    session.client_reference_id = 'customer-42';
    session.metadata = { clientId: 'customer-42', package: 'growth' };
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id))).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ stripe_events: 1, payments: 0, outbox_events: 0 });
  });

  it('acknowledges a paid session it never opened whose metadata does not name the same client, and fulfils nothing', async () => {
    const warned = vi.spyOn(t.service.context.log, 'warn');
    try {
      const { id, clientId } = await completedCheckout();
      await t.sql('DELETE FROM checkout_sessions WHERE id = :id', { id });
      // Someone else's Checkout on the same Stripe account, naming one of our clients.
      t.stripe.session(id)!.metadata = { package: 'growth' };
      expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id))).statusCode).toBe(200);
      t.stripe.session(id)!.metadata = { clientId: randomUUID(), package: 'growth' };
      expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id))).statusCode).toBe(200);
      expect(await rowCounts()).toEqual({ stripe_events: 2, payments: 0, outbox_events: 0 });
      expect(warned).toHaveBeenCalledWith(
        expect.objectContaining({ checkoutSessionId: id, clientReferenceId: clientId, reason: 'client-not-confirmed' }),
        expect.any(String),
      );
    } finally {
      warned.mockRestore();
    }
  });

  it('does not fulfil a session it opened for one client whose client_reference_id names another', async () => {
    const { id } = await completedCheckout();
    const other = randomUUID();
    const session = t.stripe.session(id)!;
    session.client_reference_id = other;
    session.metadata = { clientId: other, package: 'growth' };
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id))).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ stripe_events: 1, payments: 0, outbox_events: 0 });
  });

  it('fulfils a paid session it has no record of when Stripe’s metadata names the same client', async () => {
    const { id, clientId } = await completedCheckout('starter');
    await t.sql('DELETE FROM checkout_sessions WHERE id = :id', { id });
    expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', id))).statusCode).toBe(200);
    expect((await t.verifiedEvents())[0]!.envelope.data).toMatchObject({ checkoutSessionId: id, clientId, package: 'starter' });
  });

  it('acknowledges event types it does not act on', async () => {
    const { id } = await completedCheckout();
    const response = await t.deliver(t.stripe.sessionEvent('checkout.session.expired', id));
    expect(response.statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ stripe_events: 1, payments: 0, outbox_events: 0 });
  });

  it('refuses a correctly signed payload that is not a Stripe event', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const response = await t.deliver({ body, signature: t.stripe.sign(body) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PAYMENTS_WEBHOOK_PAYLOAD_INVALID');
    expect(await rowCounts()).toEqual(nothingRecorded);
  });
});
