import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { paymentsTestService, publicOrigin } from './support.js';

const t = await paymentsTestService();

describe('the settings the payment page reads', () => {
  it('says checkout is on with a Stripe key, to anyone', async () => {
    const response = await t.app.inject({ url: '/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ checkoutEnabled: true, automaticTax: false });
  });

  it('says checkout is off without a key (an empty one counts as none)', async () => {
    const off = await t.another({ STRIPE_SECRET_KEY: '' });
    try {
      expect((await off.app.inject({ url: '/settings' })).json()).toMatchObject({ checkoutEnabled: false });
    } finally {
      await off.app.close();
    }
  });
});

describe('Start Free Trial: a Stripe Checkout Session', () => {
  it('asks Stripe for a monthly subscription on the package’s CAD price, with the 7-day trial, the billing address and Ontario’s HST, for the token’s client', async () => {
    const clientId = randomUUID();
    const response = await t.post('/checkout-sessions', t.clientBearer(clientId), { package: 'growth', province: 'ON' });
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json<{ id: string; url: string }>();
    expect(id).toMatch(/^cs_/);
    expect(url).toBe(`${t.stripe.url}/pay/${id}`);

    const price = t.stripe.billing.prices().find((p) => p.lookup_key === 'growth-monthly-cad')!;
    const [hst] = t.stripe.billing.taxRates().filter((rate) => rate.metadata.rateKey === 'ON-HST-2010-07-01');
    // What Stripe received, decoded from the SDK's form body.
    expect(t.stripe.createdWith(id)).toEqual({
      mode: 'subscription',
      line_items: [{ quantity: '1', price: price.id }],
      billing_address_collection: 'required',
      subscription_data: {
        trial_period_days: '7',
        metadata: { clientId, package: 'growth' },
        default_tax_rates: [hst!.id],
      },
      client_reference_id: clientId,
      customer_email: 'client@shop.example',
      metadata: { clientId, package: 'growth' },
      success_url: `${publicOrigin}/onboarding/payment?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicOrigin}/checkout/cancel`,
    });

    // Recorded before its URL was handed out, with the province.
    expect(
      await t.sql('SELECT id, client_id, package, amount, currency, tax_jurisdiction, fulfilled_at FROM checkout_sessions'),
    ).toEqual([{ id, clientId, package: 'growth', amount: 3900, currency: 'cad', taxJurisdiction: 'ON', fulfilledAt: null }]);
    expect(await t.count('outbox_events')).toBe(0);
  });

  it.each([
    ['starter', 1900, 'Starter Package'],
    ['growth', 3900, 'Growth Package'],
    ['professional', 7900, 'Professional Package'],
  ])('prices %s at %s cents a month, before tax, found at Stripe by its lookup key', async (pkg, cents, name) => {
    const { id } = await t.openCheckout(randomUUID(), pkg);
    const lineItem = (t.stripe.createdWith(id)?.line_items as Array<Record<string, string>>)[0]!;
    const price = t.stripe.billing.price(lineItem.price!)!;
    expect(price).toMatchObject({
      lookup_key: `${pkg}-monthly-cad`,
      unit_amount: cents,
      currency: 'cad',
      recurring: { interval: 'month' },
      tax_behavior: 'exclusive',
    });
    expect(t.stripe.billing.products().find((product) => product.id === price.product)?.name).toBe(name);
  });

  it('makes each package’s price at Stripe once, and reuses what an earlier process made', async () => {
    await t.openCheckout(randomUUID(), 'starter');
    await t.openCheckout(randomUUID(), 'professional');
    const prices = () => t.stripe.billing.prices().filter((price) => price.lookup_key?.endsWith('-monthly-cad'));
    expect(prices()).toHaveLength(3);
    const again = await t.another();
    try {
      const response = await again.app.inject({
        method: 'POST',
        url: '/checkout-sessions',
        headers: { authorization: t.clientBearer(randomUUID()), 'content-type': 'application/json' },
        payload: { package: 'starter', province: 'AB' },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await again.app.close();
    }
    expect(prices()).toHaveLength(3);
    expect(t.stripe.billing.products()).toHaveLength(3);
  });

  it.each([
    ['ON', [['HST', 13, 'hst']]],
    ['AB', [['GST', 5, 'gst']]],
    [
      'QC',
      [
        ['GST', 5, 'gst'],
        ['QST', 9.975, 'qst'],
      ],
    ],
    [
      'MB',
      [
        ['GST', 5, 'gst'],
        ['RST', 7, 'rst'],
      ],
    ],
  ] as const)('attaches the rates in force in %s to the subscription, each made at Stripe once', async (province, expected) => {
    const open = async () => {
      const response = await t.post('/checkout-sessions', t.clientBearer(randomUUID()), { package: 'growth', province });
      expect(response.statusCode).toBe(201);
      const subscriptionData = t.stripe.createdWith(response.json<{ id: string }>().id)?.subscription_data as {
        default_tax_rates: string[];
      };
      return subscriptionData.default_tax_rates;
    };
    const ids = await open();
    expect(ids.map((id) => t.stripe.billing.taxRate(id))).toEqual(
      expected.map(([displayName, percentage, taxType]) =>
        expect.objectContaining({
          display_name: displayName,
          percentage,
          inclusive: false,
          country: 'CA',
          state: province,
          jurisdiction: province,
          tax_type: taxType,
        }),
      ),
    );
    // Kept, and used again rather than made twice.
    expect(await open()).toEqual(ids);
    expect(
      await t.sql(
        'SELECT id, display_name, jurisdiction FROM stripe_tax_rates WHERE jurisdiction = :province ORDER BY rate_key',
        {
          province,
        },
      ),
    ).toHaveLength(expected.length);
  });

  it('leaves the taxes to Stripe Tax when STRIPE_AUTOMATIC_TAX is on', async () => {
    const automatic = await t.another({ STRIPE_AUTOMATIC_TAX: 'true' });
    try {
      const response = await automatic.app.inject({
        method: 'POST',
        url: '/checkout-sessions',
        headers: { authorization: t.clientBearer(randomUUID()), 'content-type': 'application/json' },
        payload: { package: 'growth', province: 'QC' },
      });
      expect(response.statusCode).toBe(201);
      const sent = t.stripe.createdWith(response.json<{ id: string }>().id)!;
      expect(sent.automatic_tax).toEqual({ enabled: 'true' });
      expect(sent.billing_address_collection).toBe('required');
      expect(sent.subscription_data).not.toHaveProperty('default_tax_rates');
      expect((await automatic.app.inject({ url: '/settings' })).json()).toMatchObject({ automaticTax: true });
    } finally {
      await automatic.app.close();
    }
  });

  it('opens one for a client signed in with an access code too', async () => {
    const clientId = randomUUID();
    const response = await t.post('/checkout-sessions', t.clientBearer(clientId, 'access-code'), {
      package: 'starter',
      province: 'ON',
    });
    expect(response.statusCode).toBe(201);
    expect(t.stripe.session(response.json<{ id: string }>().id)?.client_reference_id).toBe(clientId);
  });

  it('refuses bad input with a 400 and asks Stripe nothing', async () => {
    const before = t.stripe.requestCount();
    const bearer = t.clientBearer(randomUUID());
    for (const payload of [
      {},
      { package: 'platinum', province: 'ON' },
      { package: 'growth' },
      { package: 'growth', province: 'ZZ' },
      { package: 'growth', province: 'on' },
      { package: 'growth', province: 'ON', amount: 1 },
    ]) {
      const response = await t.post('/checkout-sessions', bearer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String), requestId: expect.any(String) });
    }
    expect(t.stripe.requestCount()).toBe(before);
    expect(await t.count('checkout_sessions')).toBe(0);
  });

  it('is refused to a client account bound to no onboarding record', async () => {
    const token = signTestToken(t.keys, { sub: randomUUID(), email: 'c@shop.example', role: 'client' });
    const response = await t.post('/checkout-sessions', `Bearer ${token}`, { package: 'growth', province: 'ON' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PAYMENTS_CLIENT_REQUIRED');
  });

  it('refuses a client whose payment is recorded with 409 PAYMENTS_ALREADY_PAID, asking Stripe nothing', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    t.stripe.complete(id);
    expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });

    const before = t.stripe.requestCount();
    for (const kind of ['account', 'access-code'] as const) {
      const response = await t.post('/checkout-sessions', t.clientBearer(clientId, kind), {
        package: 'professional',
        province: 'ON',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ statusCode: 409, code: 'PAYMENTS_ALREADY_PAID' });
    }
    expect(t.stripe.requestCount()).toBe(before);
    expect(await t.sql('SELECT id FROM checkout_sessions')).toEqual([{ id }]);
    // Another client still opens one.
    expect(
      (await t.post('/checkout-sessions', t.clientBearer(randomUUID()), { package: 'growth', province: 'ON' })).statusCode,
    ).toBe(201);
  });

  it('still records a second checkout paid in another tab, and warns naming both sessions', async () => {
    const clientId = randomUUID();
    const first = await t.openCheckout(clientId, 'growth');
    const second = await t.openCheckout(clientId, 'starter');
    t.stripe.complete(first.id);
    t.stripe.complete(second.id);
    const warned = vi.spyOn(t.service.context.log, 'warn');
    try {
      expect((await t.verify(first.id, clientId)).json()).toEqual({ verified: true });
      expect(warned).not.toHaveBeenCalled();
      expect((await t.deliver(t.stripe.sessionEvent('checkout.session.completed', second.id))).statusCode).toBe(200);
      expect(warned).toHaveBeenCalledTimes(1);
      expect(warned.mock.calls[0]![0]).toEqual({
        clientId,
        checkoutSessionId: second.id,
        alreadyPaidCheckoutSessionIds: [first.id],
        stripeSubscriptionId: t.stripe.session(second.id)!.subscription,
      });
    } finally {
      warned.mockRestore();
    }
    expect(await t.sql('SELECT checkout_session_id, package FROM payments ORDER BY verified_at')).toEqual([
      { checkoutSessionId: first.id, package: 'growth' },
      { checkoutSessionId: second.id, package: 'starter' },
    ]);
    expect(await t.verifiedEvents()).toHaveLength(2);
  });

  it('answers 502 and records nothing when Stripe fails', async () => {
    t.stripe.setFailing(true);
    try {
      const response = await t.post('/checkout-sessions', t.clientBearer(randomUUID()), { package: 'growth', province: 'ON' });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('PAYMENTS_PROVIDER_UNAVAILABLE');
    } finally {
      t.stripe.setFailing(false);
    }
    expect(await t.count('checkout_sessions')).toBe(0);
  });

  it('answers 503 PAYMENTS_NOT_CONFIGURED without a Stripe key, and only then', async () => {
    const off = await t.another({ STRIPE_SECRET_KEY: '' });
    try {
      const bearer = t.clientBearer(randomUUID());
      for (const url of ['/checkout-sessions', '/checkout-sessions/cs_test_123/verification']) {
        const response = await off.app.inject({
          method: 'POST',
          url,
          headers: { authorization: bearer, 'content-type': 'application/json' },
          payload: url === '/checkout-sessions' ? { package: 'growth', province: 'ON' } : {},
        });
        expect(response.statusCode, url).toBe(503);
        expect(response.json().code).toBe('PAYMENTS_NOT_CONFIGURED');
      }
      // Check Payment Status still answers, from recorded payments alone.
      const check = await off.app.inject({ method: 'POST', url: '/client/payment-check', headers: { authorization: bearer } });
      expect(check.json()).toEqual({ found: false });
    } finally {
      await off.app.close();
    }
  });
});

describe('who may call what: every payments route × every kind of caller', () => {
  type Caller = 'anonymous' | 'client A' | 'client A by access code' | 'client B' | 'member' | 'admin';
  const a = randomUUID();
  const b = randomUUID();
  const callers = (): Record<Caller, string> => ({
    anonymous: '',
    'client A': t.clientBearer(a),
    'client A by access code': t.clientBearer(a, 'access-code'),
    'client B': t.clientBearer(b),
    member: t.bearer.member,
    admin: t.bearer.admin,
  });

  it.each<[string, (authorization: string) => Promise<{ statusCode: number }>, Record<Caller, number>]>([
    [
      'GET /settings',
      (authorization) => t.app.inject({ url: '/settings', headers: authorization ? { authorization } : {} }),
      { anonymous: 200, 'client A': 200, 'client A by access code': 200, 'client B': 200, member: 200, admin: 200 },
    ],
    [
      'POST /checkout-sessions',
      (authorization) => t.post('/checkout-sessions', authorization || undefined, { package: 'growth', province: 'ON' }),
      { anonymous: 401, 'client A': 201, 'client A by access code': 201, 'client B': 201, member: 403, admin: 403 },
    ],
    [
      'POST /checkout-sessions/{id}/verification (client A’s session)',
      async (authorization) => {
        const { id } = await t.openCheckout(a);
        return t.post(`/checkout-sessions/${id}/verification`, authorization || undefined);
      },
      { anonymous: 401, 'client A': 200, 'client A by access code': 200, 'client B': 404, member: 403, admin: 403 },
    ],
    [
      'POST /client/payment-check',
      (authorization) => t.post('/client/payment-check', authorization || undefined),
      { anonymous: 401, 'client A': 200, 'client A by access code': 200, 'client B': 200, member: 403, admin: 403 },
    ],
  ])('%s', async (_name, send, expected) => {
    const headers = callers();
    const answered: Record<string, number> = {};
    for (const caller of Object.keys(expected) as Caller[]) answered[caller] = (await send(headers[caller])).statusCode;
    expect(answered).toEqual(expected);
  });
});
