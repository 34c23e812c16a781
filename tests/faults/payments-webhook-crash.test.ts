import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { startStripeStandIn, webhookHeaders, type StripeStandIn } from '../support/stripe-stand-in.js';
import { eventually, expectCleanShutdown, faultTestContext, sleep, recoveryMs } from './harness.js';

/**
 * payments dies right after committing a Stripe event, the payment it fulfils and that payment's outbox row,
 * before the relay publishes it (and before Stripe got its 2xx). Nothing is lost and nothing doubles: the
 * restarted payments publishes the event once, and Stripe's redelivery of the webhook changes nothing.
 */

const world = faultTestContext();
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe?.close();
});

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
});

const deliver = (url: string, webhook: { body: string; signature: string }) =>
  fetch(`${url}/webhooks/stripe`, {
    method: 'POST',
    headers: webhookHeaders(webhook.signature),
    body: webhook.body,
  });

it('publishes a payment recorded from a webhook just before payments crashed, once, and takes the redelivery as a no-op', async () => {
  const crashing = await world.start('payments', { ...stripeEnv(), AGENCY_FAULT: 'outbox:after-commit' });

  const clientId = randomUUID();
  const authorization = `Bearer ${signTestToken(world.keys, { sub: randomUUID(), email: 'crash@shop.example', role: 'client', clientId })}`;
  const opened = await fetch(`${crashing.url}/checkout-sessions`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ package: 'growth', province: 'ON' }),
  });
  expect(opened.status).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  stripe.complete(id);
  const webhook = stripe.sessionEvent('checkout.session.completed', id);

  await expect(deliver(crashing.url, webhook)).rejects.toThrow();
  expect(await crashing.exited).toEqual({ code: null, signal: 'SIGKILL' });

  // The Stripe event, the payment and its event committed together; nothing has published the event.
  expect(await world.query('payments', 'SELECT id FROM stripe_events')).toEqual([{ id: webhook.eventId }]);
  expect(await world.query('payments', 'SELECT checkout_session_id, verified_via FROM payments')).toEqual([
    { checkout_session_id: id, verified_via: 'webhook' },
  ]);
  const outbox = await world.query<{ id: string; published_at: Date | null }>(
    'payments',
    'SELECT id, published_at FROM outbox_events',
  );
  expect(outbox).toEqual([{ id: expect.any(String), published_at: null }]);
  const eventId = outbox[0]!.id;

  const payments = await world.start('payments', stripeEnv());
  await eventually(async () => {
    const [row] = await world.query<{ published_at: Date | null }>(
      'payments',
      'SELECT published_at FROM outbox_events WHERE id = $1',
      [eventId],
    );
    expect(row?.published_at).not.toBeNull();
  }, recoveryMs);

  // Stripe did not get its 2xx, so it delivers again; the client comes back from Checkout too.
  const redelivered = await deliver(payments.url, webhook);
  expect(redelivered.status).toBe(200);
  const verified = await fetch(`${payments.url}/checkout-sessions/${id}/verification`, {
    method: 'POST',
    headers: { authorization },
  });
  expect(await verified.json()).toEqual({ verified: true });

  await sleep(1500);
  const published = (await world.streamEvents<{ checkoutSessionId: string }>('PAYMENTS')).filter(
    (event) => event.type === 'payments.payment.verified.v1',
  );
  expect(published.map((event) => [event.id, event.data.checkoutSessionId])).toEqual([[eventId, id]]);
  expect(await world.query('payments', 'SELECT count(*)::int AS n FROM outbox_events')).toEqual([{ n: 1 }]);
  expect(await world.query('payments', 'SELECT count(*)::int AS n FROM payments')).toEqual([{ n: 1 }]);
  await expectCleanShutdown(payments);
});
