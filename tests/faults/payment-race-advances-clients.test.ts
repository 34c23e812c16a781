import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import {
  advancedRowsSql,
  deliverWebhook,
  expectedAdvancedRows,
  payingClients,
  verifyReturn,
  type AdvancedRow,
} from '../support/paying-clients.js';
import { eventually, expectCleanShutdown, faultTestContext, recoveryMs, shuffle } from './harness.js';

/**
 * The whole way from Stripe to the client's record, over both services: 100 clients pay, Stripe delivers each
 * checkout's webhook 3 times, shuffled, while each client's browser comes back and asks for its session to be
 * verified. Payments fulfils each checkout once (one payment, one payments.payment.verified.v1) and onboarding
 * advances each client once, to the contract step, with the package it paid for.
 */

const world = faultTestContext();
const checkouts = 100;
const deliveriesEach = 3;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe?.close();
});

const count = async (service: 'payments' | 'onboarding', sql: string, params: unknown[] = []) =>
  (await world.query<{ n: number }>(service, `SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

it(`advances ${checkouts} clients once each when every webhook arrives ${deliveriesEach} times, shuffled, racing the clients' returns`, async () => {
  const [payments, onboarding] = await Promise.all([
    world.start('payments', {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    }),
    world.start('onboarding'),
  ]);
  const clients = await payingClients({
    onboardingUrl: onboarding.url,
    paymentsUrl: payments.url,
    keys: world.keys,
    stripe,
    count: checkouts,
  });
  const clientIds = clients.map((client) => client.clientId);
  expect(await count('onboarding', 'onboarding_clients WHERE id = ANY($1::uuid[]) AND NOT payment_completed', [clientIds])).toBe(
    checkouts,
  );

  const requests = shuffle([
    ...clients.flatMap((client) => {
      const webhook = stripe.sessionEvent('checkout.session.completed', client.sessionId);
      return Array.from({ length: deliveriesEach }, () => () => deliverWebhook(payments.url, webhook));
    }),
    ...clients.map((client) => () => verifyReturn(payments.url, client)),
  ]);
  const statuses = await Promise.all(requests.map(async (send) => (await send()).status));
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  // Payments: each Stripe event recorded once, each checkout fulfilled once, one verified event each.
  expect(await count('payments', 'stripe_events')).toBe(checkouts);
  expect(await count('payments', 'payments')).toBe(checkouts);
  expect(await count('payments', 'checkout_sessions WHERE fulfilled_at IS NULL')).toBe(0);
  expect(await count('payments', "outbox_events WHERE type = 'payments.payment.verified.v1'")).toBe(checkouts);

  // Onboarding: every client paid, with the package it paid for, at the contract step.
  const advanced = await eventually(async () => {
    const rows = await world.query<AdvancedRow>('onboarding', advancedRowsSql, [clientIds]);
    expect(rows.filter((row) => row.payment_completed)).toHaveLength(checkouts);
    return rows;
  }, recoveryMs);
  expect(advanced).toEqual(expectedAdvancedRows(clients));

  // Each verified event reached the PAYMENTS stream once and was applied once; each client's step was
  // recorded once and published once.
  await eventually(async () => {
    const verified = (await world.streamEvents<{ checkoutSessionId: string }>('PAYMENTS')).filter(
      (event) => event.type === 'payments.payment.verified.v1',
    );
    expect(verified.map((event) => event.data.checkoutSessionId).sort()).toEqual(clients.map((c) => c.sessionId).sort());
    const steps = (await world.streamEvents<{ clientId: string; step: string }>('ONBOARDING')).filter(
      (event) => event.type === 'onboarding.step.completed.v1',
    );
    expect(steps.map((event) => [event.data.clientId, event.data.step]).sort()).toEqual(
      [...clientIds].sort().map((id) => [id, 'payment']),
    );
  }, recoveryMs);
  expect(await count('onboarding', "inbox_events WHERE type = 'payments.payment.verified.v1'")).toBe(checkouts);
  expect(await count('onboarding', "outbox_events WHERE type = 'onboarding.step.completed.v1'")).toBe(checkouts);
  console.log(
    `race: ${statuses.length} requests (${checkouts * deliveriesEach} webhooks, ${checkouts} verifications), ` +
      `${await count('payments', 'payments')} fulfilments, ${advanced.length} clients advanced`,
  );

  await expectCleanShutdown(payments, onboarding);
});
