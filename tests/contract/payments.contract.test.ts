// Payments' contract through the gateway, against a local stand-in of Stripe.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { signTestToken, testNatsUrl } from '@agency/kit/testing';
import { startStripeStandIn, webhookHeaders, type StripeStandIn } from '../support/stripe-stand-in.js';
import { describeContract } from './harness.js';

// payments talks to a local stand-in of Stripe through the real SDK.
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe?.close());

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
});

describeContract('payments', { env: stripeEnv }, (platform) => {
  const { call, keys, namespace } = platform;

  it('payments: the settings, Start Free Trial, the return verified, Check Payment Status, Stripe’s webhook, billing, invoices and Manage billing', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const clientId = crypto.randomUUID();
    const own = bearer({ sub: crypto.randomUUID(), email: 'pay@contract.example', role: 'client', clientId });
    const byCode = bearer({
      sub: crypto.randomUUID(),
      email: 'pay@contract.example',
      role: 'client',
      clientId,
      scope: 'onboarding',
    });
    const stranger = bearer({ sub: crypto.randomUUID(), email: 'c@example.com', role: 'client', clientId: crypto.randomUUID() });
    const team = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const payments = (operationId: string, request: Parameters<typeof call>[2]) => call('payments', operationId, request);

    const settings = (await payments('getPaymentSettings', { url: '/settings' })).json<{ taxRates: unknown[] }>();
    expect(settings).toMatchObject({ checkoutEnabled: true, automaticTax: false });
    expect(settings.taxRates).toHaveLength(13);

    const open = (headers: Record<string, string>, payload: unknown = { package: 'growth', province: 'ON' }) =>
      payments('createCheckoutSession', { url: '/checkout-sessions', payload, headers });
    const created = await open(byCode);
    expect(created.statusCode).toBe(201);
    const session = created.json<{ id: string; url: string }>();
    expect(stripe.session(session.id)?.client_reference_id).toBe(clientId);
    expect((await open(own, { package: 'gold', province: 'ON' })).statusCode).toBe(400);
    expect((await open(own, { package: 'growth' })).statusCode).toBe(400);
    expect((await open({})).statusCode).toBe(401);
    expect((await open(team)).statusCode).toBe(403);
    stripe.setFailing(true);
    expect((await open(own)).statusCode).toBe(502);
    stripe.setFailing(false);

    const verify = (id: string, headers: Record<string, string>) =>
      payments('verifyCheckoutSession', { url: `/checkout-sessions/${id}/verification`, headers });
    expect((await verify(session.id, own)).json()).toEqual({ verified: false });
    expect((await verify(session.id, stranger)).statusCode).toBe(404);
    expect((await verify('cs_test_unknown', own)).statusCode).toBe(404);
    expect((await verify('not-a-session', own)).statusCode).toBe(400);
    expect((await verify(session.id, {})).statusCode).toBe(401);
    expect((await verify(session.id, team)).statusCode).toBe(403);

    const check = (headers: Record<string, string>) => payments('checkClientPayment', { url: '/client/payment-check', headers });
    expect((await check(own)).json()).toEqual({ found: false });
    expect((await check({})).statusCode).toBe(401);
    expect((await check(team)).statusCode).toBe(403);

    // Stripe's webhook through the gateway: the bytes arrive exactly as signed, pretty-printed UTF-8 with a
    // character outside ASCII among them (a re-encoding on the way would break the signature).
    stripe.complete(session.id);
    stripe.session(session.id)!.metadata.businessName = 'Café Olé';
    const webhook = stripe.sessionEvent('checkout.session.completed', session.id);
    expect(webhook.body).toContain('"businessName": "Café Olé"');
    const deliver = (body: string, signature: string) =>
      payments('receiveStripeWebhook', { url: '/webhooks/stripe', payload: body, headers: webhookHeaders(signature) });
    expect((await deliver(webhook.body, webhook.signature)).json()).toEqual({ received: true });
    expect((await deliver(webhook.body, webhook.signature)).statusCode).toBe(200);
    expect((await deliver(`${webhook.body} `, webhook.signature)).json()).toMatchObject({
      statusCode: 400,
      code: 'PAYMENTS_WEBHOOK_SIGNATURE_INVALID',
    });
    expect((await verify(session.id, own)).json()).toEqual({ verified: true });
    expect((await check(own)).json()).toEqual({ found: true });
    expect((await open(own)).json()).toMatchObject({ statusCode: 409, code: 'PAYMENTS_ALREADY_PAID' });

    // The client's billing and invoices, Manage billing, and the team's view of them.
    const get = (operationId: string, url: string, headers: Record<string, string>) => payments(operationId, { url, headers });
    const billing = await get('getClientBilling', '/client/billing', byCode);
    expect(billing.json()).toMatchObject({
      configured: true,
      subscription: { package: 'growth', amountCents: 3900, status: 'trialing', taxJurisdiction: 'ON' },
    });
    expect((await get('getClientBilling', '/client/billing', {})).statusCode).toBe(401);
    expect((await get('getClientBilling', '/client/billing', team)).statusCode).toBe(403);
    expect((await get('listClientInvoices', '/client/invoices', own)).json()).toEqual({
      invoices: [],
      taxPaidCents: 0,
      gstHstNumber: null,
    });
    expect((await get('listClientInvoices', '/client/invoices', {})).statusCode).toBe(401);
    expect((await get('listClientInvoices', '/client/invoices', team)).statusCode).toBe(403);
    const portal = (headers: Record<string, string>) =>
      payments('createBillingPortalSession', { url: '/client/billing-portal-sessions', headers });
    const opened = await portal(own);
    expect(opened.statusCode).toBe(201);
    expect(opened.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect((await portal(stranger)).json()).toMatchObject({ statusCode: 404, code: 'PAYMENTS_NO_SUBSCRIPTION' });
    expect((await portal({})).statusCode).toBe(401);
    expect((await portal(team)).statusCode).toBe(403);
    const member = bearer({ sub: crypto.randomUUID(), email: 'm@example.com', role: 'member' });
    for (const [operationId, path] of [
      ['getAdminClientBilling', 'billing'],
      ['listAdminClientInvoices', 'invoices'],
    ] as const) {
      const url = `/admin/clients/${clientId}/${path}`;
      expect((await get(operationId, url, member)).statusCode).toBe(200);
      expect((await get(operationId, url, team)).statusCode).toBe(200);
      expect((await get(operationId, url, own)).statusCode).toBe(403);
      expect((await get(operationId, url, {})).statusCode).toBe(401);
      expect((await get(operationId, `/admin/clients/not-an-id/${path}`, team)).statusCode).toBe(400);
    }
    expect((await get('getAdminClientBilling', `/admin/clients/${clientId}/billing`, team)).json()).toEqual(billing.json());

    // One payments.payment.verified.v1 for the checkout, on payments' stream.
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      await vi.waitFor(
        async () => {
          const { state } = await jsm.streams.info(`${namespace}_PAYMENTS`);
          expect(state.messages).toBe(1);
        },
        { timeout: 10_000, interval: 100 },
      );
      const message = await jsm.streams.getMessage(`${namespace}_PAYMENTS`, {
        last_by_subj: `${namespace}.payments.payment.verified.v1`,
      });
      expect(message!.json()).toMatchObject({
        data: { checkoutSessionId: session.id, clientId, package: 'growth', amountPaid: 3900, verifiedVia: 'webhook' },
      });
    } finally {
      await nc.close();
    }
  });
});
