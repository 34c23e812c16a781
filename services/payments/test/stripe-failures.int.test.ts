import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { paymentsTestService } from './support.js';

const t = await paymentsTestService();

/** What Stripe said, as the service logged it before answering its caller. */
const stripeErrorLogged = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([fields]) => (fields as { stripeError?: Record<string, unknown> }).stripeError).filter(Boolean);

describe('Stripe’s failures, told apart', () => {
  it('answers 503 PAYMENTS_PROVIDER_MISCONFIGURED when Stripe refuses the key, after logging what Stripe said', async () => {
    const wrongKey = await t.another({ STRIPE_SECRET_KEY: 'sk_test_not_the_stand_ins_key' });
    const logged = vi.spyOn(wrongKey.context.log, 'error');
    try {
      const bearer = t.clientBearer(randomUUID());
      const opened = await wrongKey.app.inject({
        method: 'POST',
        url: '/checkout-sessions',
        headers: { authorization: bearer, 'content-type': 'application/json' },
        payload: { package: 'growth', province: 'ON' },
      });
      expect(opened.statusCode).toBe(503);
      expect(opened.json()).toMatchObject({ statusCode: 503, code: 'PAYMENTS_PROVIDER_MISCONFIGURED' });
      expect(stripeErrorLogged(logged)).toEqual([
        expect.objectContaining({
          // The first call to Stripe: the packages' prices, looked up once per process.
          call: 'prices.list',
          type: 'StripeAuthenticationError',
          statusCode: 401,
          message: 'Invalid API Key provided.',
          stripeRequestId: expect.stringMatching(/^req_/),
        }),
      ]);
    } finally {
      logged.mockRestore();
      await wrongKey.app.close();
    }
    expect(await t.count('checkout_sessions')).toBe(0);
  });

  it('answers Check Payment Status with the same 503 when Stripe refuses the key', async () => {
    const clientId = randomUUID();
    await t.openCheckout(clientId);
    const wrongKey = await t.another({ STRIPE_SECRET_KEY: 'rk_test_not_the_stand_ins_key' });
    try {
      const check = await wrongKey.app.inject({
        method: 'POST',
        url: '/client/payment-check',
        headers: { authorization: t.clientBearer(clientId) },
      });
      expect(check.statusCode).toBe(503);
      expect(check.json().code).toBe('PAYMENTS_PROVIDER_MISCONFIGURED');
    } finally {
      await wrongKey.app.close();
    }
  });

  it('takes Stripe’s "Unrecognized request URL" for a misconfiguration, not for an unknown session', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    const logged = vi.spyOn(t.service.context.log, 'error');
    t.stripe.setFailing('unrecognized_url');
    try {
      const response = await t.verify(id, clientId);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('PAYMENTS_PROVIDER_MISCONFIGURED');
      expect(stripeErrorLogged(logged)).toEqual([
        expect.objectContaining({
          call: 'checkout.sessions.retrieve',
          type: 'StripeInvalidRequestError',
          statusCode: 404,
          message: expect.stringMatching(/^Unrecognized request URL/),
          stripeRequestId: expect.stringMatching(/^req_/),
        }),
      ]);
    } finally {
      t.stripe.setFailing(false);
      logged.mockRestore();
    }
    expect(await t.count('payments')).toBe(0);
  });

  it('answers 503 PAYMENTS_PROVIDER_RATE_LIMITED with Retry-After when Stripe limits our requests', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.setFailing('rate_limit');
    try {
      for (const response of [
        await t.post('/checkout-sessions', t.clientBearer(clientId), { package: 'growth', province: 'ON' }),
        await t.verify(id, clientId),
        await t.post('/client/payment-check', t.clientBearer(clientId)),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.json().code).toBe('PAYMENTS_PROVIDER_RATE_LIMITED');
        expect(response.headers['retry-after']).toBe('5');
      }
    } finally {
      t.stripe.setFailing(false);
    }
    expect(await t.count('checkout_sessions')).toBe(1);
  });

  it('keeps 502 PAYMENTS_PROVIDER_UNAVAILABLE for Stripe’s own failures, and says so in the log', async () => {
    const logged = vi.spyOn(t.service.context.log, 'warn');
    t.stripe.setFailing(true);
    try {
      const response = await t.post('/checkout-sessions', t.clientBearer(randomUUID()), { package: 'starter', province: 'ON' });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('PAYMENTS_PROVIDER_UNAVAILABLE');
      expect(response.headers['retry-after']).toBeUndefined();
      expect(stripeErrorLogged(logged)).toEqual([
        expect.objectContaining({ type: 'StripeAPIError', statusCode: 500, message: 'An unknown error occurred.' }),
      ]);
    } finally {
      t.stripe.setFailing(false);
      logged.mockRestore();
    }
  });
});
