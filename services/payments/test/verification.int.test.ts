import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { paymentsTestService } from './support.js';

const t = await paymentsTestService();

describe('the return from Checkout with a session id', () => {
  it('verifies a completed trial by asking Stripe, records one payment and one payments.payment.verified.v1', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId, 'growth');
    const session = t.stripe.complete(id);

    const response = await t.verify(id, clientId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true });

    const [payment] = await t.sql<Record<string, unknown>>('SELECT * FROM payments');
    expect(payment).toMatchObject({
      checkoutSessionId: id,
      clientId,
      package: 'growth',
      amountPaid: 3900,
      currency: 'cad',
      stripeCustomerId: session.customer,
      stripeSubscriptionId: session.subscription,
      stripePaymentIntentId: null,
      verifiedVia: 'return',
    });
    const events = await t.verifiedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.envelope).toMatchObject({
      type: 'payments.payment.verified.v1',
      source: 'payments',
      data: {
        paymentId: payment!.id,
        checkoutSessionId: id,
        clientId,
        package: 'growth',
        amountPaid: 3900,
        currency: 'cad',
        stripeCustomerId: session.customer,
        stripeSubscriptionId: session.subscription,
        stripePaymentIntentId: null,
        verifiedVia: 'return',
      },
    });
    const [row] = await t.sql<{ fulfilledAt: string | null }>('SELECT fulfilled_at FROM checkout_sessions WHERE id = :id', {
      id,
    });
    expect(row?.fulfilledAt).not.toBeNull();
  });

  it('verifies a session paid outright as well', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId, 'professional');
    t.stripe.complete(id, { paymentStatus: 'paid' });
    expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });
    expect((await t.verifiedEvents())[0]!.envelope.data).toMatchObject({ package: 'professional', amountPaid: 7900 });
  });

  it('answers verified again on a second return, without a second payment or event', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });
    expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });
    expect(await t.count('payments')).toBe(1);
    expect(await t.verifiedEvents()).toHaveLength(1);
  });

  it('answers verified false while the session is open or unpaid, and records nothing', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    expect((await t.verify(id, clientId)).json()).toEqual({ verified: false });
    t.stripe.complete(id, { paymentStatus: 'unpaid' });
    expect((await t.verify(id, clientId)).json()).toEqual({ verified: false });
    expect(await t.count('payments')).toBe(0);
    expect(await t.count('outbox_events')).toBe(0);
  });

  it('does not trust the browser: what counts is the session Stripe has, whatever the client sends', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    // Completed at Stripe, and not paid; the browser claims otherwise.
    t.stripe.complete(id, { paymentStatus: 'unpaid' });
    const response = await t.post(`/checkout-sessions/${id}/verification`, t.clientBearer(clientId), {
      id,
      status: 'complete',
      payment_status: 'paid',
      paid: true,
      verified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: false });
    expect(await t.count('payments')).toBe(0);
    expect(await t.count('outbox_events')).toBe(0);
  });

  it('answers 404 for another client’s session, paid or not, without asking Stripe, and records nothing', async () => {
    const owner = randomUUID();
    const { id } = await t.openCheckout(owner);
    t.stripe.complete(id);
    const before = t.stripe.requestCount();
    const response = await t.verify(id, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('PAYMENTS_CHECKOUT_NOT_FOUND');
    expect(t.stripe.requestCount()).toBe(before);
    expect(await t.count('payments')).toBe(0);
  });

  it('answers 404 for a session it never opened, without asking Stripe, even one Stripe has for this client', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    await t.sql('DELETE FROM checkout_sessions WHERE id = :id', { id });
    const before = t.stripe.requestCount();
    for (const sessionId of [id, 'cs_test_nosuchsession']) {
      const response = await t.verify(sessionId, clientId);
      expect(response.statusCode, sessionId).toBe(404);
      expect(response.json().code).toBe('PAYMENTS_CHECKOUT_NOT_FOUND');
    }
    expect(t.stripe.requestCount()).toBe(before);
    expect(await t.count('payments')).toBe(0);
    expect((await t.verify('pi_123', clientId)).statusCode).toBe(400);
  });

  it('answers 502 when Stripe cannot answer, and records nothing', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    t.stripe.setFailing(true);
    try {
      const response = await t.verify(id, clientId);
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('PAYMENTS_PROVIDER_UNAVAILABLE');
    } finally {
      t.stripe.setFailing(false);
    }
    expect(await t.count('payments')).toBe(0);
  });
});

describe('Check Payment Status', () => {
  const check = (clientId: string) => t.post('/client/payment-check', t.clientBearer(clientId));

  it('is not found before the client has paid', async () => {
    const clientId = randomUUID();
    await t.openCheckout(clientId);
    expect((await check(clientId)).json()).toEqual({ found: false });
    expect(await t.count('payments')).toBe(0);
  });

  it('finds a session completed at Stripe and fulfils it, once', async () => {
    const clientId = randomUUID();
    await t.openCheckout(clientId, 'starter');
    const { id } = await t.openCheckout(clientId, 'growth');
    t.stripe.complete(id);
    expect((await check(clientId)).json()).toEqual({ found: true });
    expect((await check(clientId)).json()).toEqual({ found: true });
    const events = await t.verifiedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.envelope.data).toMatchObject({ checkoutSessionId: id, verifiedVia: 'status-check', package: 'growth' });
  });

  it('finds a payment already recorded without asking Stripe', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    await t.verify(id, clientId);
    const before = t.stripe.requestCount();
    expect((await check(clientId)).json()).toEqual({ found: true });
    expect(t.stripe.requestCount()).toBe(before);
  });

  it('does not find another client’s payment', async () => {
    const payer = randomUUID();
    const { id } = await t.openCheckout(payer);
    t.stripe.complete(id);
    await t.verify(id, payer);
    expect((await check(randomUUID())).json()).toEqual({ found: false });
  });

  it('leaves sessions older than 24 hours alone', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    await t.sql("UPDATE checkout_sessions SET created_at = now() - interval '25 hours' WHERE id = :id", { id });
    expect((await check(clientId)).json()).toEqual({ found: false });
    expect(await t.count('payments')).toBe(0);
  });

  it('asks Stripe about the client’s open sessions all at once, not one after another', async () => {
    const clientId = randomUUID();
    const opened = [];
    for (let n = 0; n < 5; n++) opened.push(await t.openCheckout(clientId));
    // The oldest is the one paid: asked one after another, it would come last.
    t.stripe.complete(opened[0]!.id);
    t.stripe.setDelay(500);
    t.stripe.takePeakConcurrency();
    try {
      expect((await check(clientId)).json()).toEqual({ found: true });
      // Asked one after another, Stripe would never have had more than one of them at a time.
      expect(t.stripe.takePeakConcurrency()).toBe(5);
    } finally {
      t.stripe.setDelay(0);
    }
    expect((await t.verifiedEvents()).map((event) => event.envelope.data.checkoutSessionId)).toEqual([opened[0]!.id]);
  });

  it('answers within its deadline when Stripe is slow: 502, and a session found paid later is fulfilled all the same', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    const impatient = await t.another({ PAYMENT_CHECK_DEADLINE_MS: '300' });
    // Stripe answers well after the deadline: a found payment would mean the answer waited for it.
    t.stripe.setDelay(3000);
    try {
      const response = await impatient.app.inject({
        method: 'POST',
        url: '/client/payment-check',
        headers: { authorization: t.clientBearer(clientId) },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('PAYMENTS_PROVIDER_UNAVAILABLE');
      await vi.waitFor(async () => expect(await t.count('payments')).toBe(1), { timeout: 10_000, interval: 100 });
    } finally {
      t.stripe.setDelay(0);
      await impatient.app.close();
    }
    expect((await check(clientId)).json()).toEqual({ found: true });
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const clientId = randomUUID();
    await t.openCheckout(clientId);
    t.stripe.setFailing(true);
    try {
      expect((await check(clientId)).statusCode).toBe(502);
    } finally {
      t.stripe.setFailing(false);
    }
  });
});
