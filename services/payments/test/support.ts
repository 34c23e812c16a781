import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach } from 'vitest';
import type { Actor } from '@agency/contracts';
import type { Principal } from '@agency/kit';
import { signTestToken, testService } from '@agency/kit/testing';
import {
  startStripeStandIn,
  webhookHeaders,
  type SignedWebhook,
  type StripeStandIn,
} from '../../../tests/support/stripe-stand-in.js';
import { buildPaymentsService } from '../src/app.js';
import { loadPaymentsConfig } from '../src/config.js';

export const payments = { name: 'payments', build: buildPaymentsService, loadConfig: loadPaymentsConfig };

export const publicOrigin = 'https://portal.maple.example';

export type PaymentsTable =
  'checkout_sessions' | 'stripe_events' | 'payments' | 'stripe_subscriptions' | 'invoices' | 'outbox_events';

export interface VerifiedEventRow {
  id: string;
  type: string;
  envelope: {
    data: Record<string, unknown> & { checkoutSessionId: string; clientId: string; verifiedVia: string };
    actor?: Actor;
  };
}

/**
 * The payments service on fresh databases and streams, talking through the real Stripe SDK to a local
 * stand-in (its key, webhook secret and URL configured), its tables emptied before each test.
 */
export async function paymentsTestService(env: Record<string, string> = {}) {
  const stripe: StripeStandIn = await startStripeStandIn();
  afterAll(() => stripe.close());
  const t = await testService(payments, {
    afterAll,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PUBLIC_ORIGIN: publicOrigin,
      ...env,
    },
  });
  beforeEach(async () => {
    await t.sql('TRUNCATE checkout_sessions, stripe_events, payments, stripe_subscriptions, invoices, outbox_events');
  });

  /** A client's token bound to `clientId`: an account session, or an access-code session (scope onboarding). */
  function clientBearer(clientId: string, kind: 'account' | 'access-code' = 'account'): string {
    const principal: Principal =
      kind === 'account'
        ? { sub: randomUUID(), email: 'client@shop.example', role: 'client', clientId }
        : { sub: randomUUID(), email: 'client@shop.example', role: 'client', clientId, scope: 'onboarding' };
    return `Bearer ${signTestToken(t.keys, principal)}`;
  }

  const post = (url: string, authorization: string | undefined, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload !== undefined && { payload: payload as object }),
      headers: {
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...(authorization && { authorization }),
      },
    });

  /** Start Free Trial for a client (in Ontario unless another province is given); answers the session Stripe opened. */
  async function openCheckout(clientId: string, pkg = 'growth', province = 'ON') {
    const response = await post('/checkout-sessions', clientBearer(clientId), { package: pkg, province });
    if (response.statusCode !== 201) throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
    return response.json<{ id: string; url: string }>();
  }

  const verify = (sessionId: string, clientId: string) =>
    post(`/checkout-sessions/${sessionId}/verification`, clientBearer(clientId));

  /** Delivers a webhook as Stripe does: the exact bytes, their signature in the header. */
  const deliver = (webhook: Pick<SignedWebhook, 'body' | 'signature'>) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: webhook.body,
      headers: webhookHeaders(webhook.signature),
    });

  const count = async (table: PaymentsTable) => {
    const [row] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    return Number(row?.n);
  };

  const verifiedEvents = () =>
    t.sql<VerifiedEventRow>(
      "SELECT id, type, envelope FROM outbox_events WHERE type = 'payments.payment.verified.v1' ORDER BY occurred_at, id",
    );

  return { ...t, stripe, clientBearer, post, openCheckout, verify, deliver, count, verifiedEvents };
}
