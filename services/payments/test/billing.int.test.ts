import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { paymentsTestService, publicOrigin } from './support.js';

const t = await paymentsTestService();

afterEach(() => {
  vi.useRealTimers();
});

/** A client who started its trial: checkout in `province`, completed at Stripe, and recorded on its return. */
async function paidClient(pkg = 'growth', province = 'ON') {
  const clientId = randomUUID();
  const { id } = await t.openCheckout(clientId, pkg, province);
  const session = t.stripe.complete(id);
  expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });
  return { clientId, sessionId: id, subscriptionId: session.subscription!, customerId: session.customer! };
}

interface SubscriptionFacts {
  status: string;
  package?: string;
  amountCents?: number;
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: string | null;
  trialEnd?: string | null;
  taxJurisdiction?: string | null;
}

/** What the newest Stripe event about the subscription said of it, as payments' webhook records it. */
async function recordSubscription(id: string, facts: SubscriptionFacts) {
  await t.sql(
    `INSERT INTO stripe_subscriptions (id, status, status_at, package, amount_cents, currency, cancel_at_period_end,
       current_period_end, trial_end, tax_jurisdiction, updated_at)
     VALUES (:id, :status, now(), :package, :amountCents, 'cad', :cancelAtPeriodEnd, :currentPeriodEnd, :trialEnd,
       :taxJurisdiction, '2026-11-27T10:00:00Z')
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, package = EXCLUDED.package, amount_cents = EXCLUDED.amount_cents,
       cancel_at_period_end = EXCLUDED.cancel_at_period_end, current_period_end = EXCLUDED.current_period_end,
       trial_end = EXCLUDED.trial_end, tax_jurisdiction = EXCLUDED.tax_jurisdiction, updated_at = EXCLUDED.updated_at`,
    {
      id,
      status: facts.status,
      package: facts.package ?? null,
      amountCents: facts.amountCents ?? null,
      cancelAtPeriodEnd: facts.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: facts.currentPeriodEnd ?? null,
      trialEnd: facts.trialEnd ?? null,
      taxJurisdiction: facts.taxJurisdiction ?? null,
    },
  );
}

interface InvoiceFacts {
  subscriptionId: string;
  number: string;
  status: 'open' | 'paid' | 'void';
  createdAt: string;
  subtotalCents: number;
  taxLines: { label: string; stripeTaxRateId: string; amountCents: number }[];
  paymentFailed?: boolean;
}

/** An invoice as payments' webhook records it from Stripe's invoice events. */
async function recordInvoice(facts: InvoiceFacts) {
  const id = `in_test_${randomUUID().replace(/-/g, '')}`;
  const tax = facts.taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  const total = facts.subtotalCents + tax;
  await t.sql(
    `INSERT INTO invoices (id, subscription_id, customer_id, number, status, currency, subtotal_cents, tax_cents, total_cents,
       amount_due_cents, amount_paid_cents, tax_lines, hosted_invoice_url, invoice_pdf, attempt_count, payment_failed,
       period_start, period_end, created_at, status_at)
     VALUES (:id, :subscriptionId, 'cus_test', :number, :status, 'cad', :subtotal, :tax, :total, :total, :paid,
       CAST(:taxLines AS jsonb), :hosted, :pdf, 1, :paymentFailed, :createdAt, CAST(:createdAt AS timestamptz) + interval '1 month',
       :createdAt, :createdAt)`,
    {
      id,
      subscriptionId: facts.subscriptionId,
      number: facts.number,
      status: facts.status,
      subtotal: facts.subtotalCents,
      tax,
      total,
      paid: facts.status === 'paid' ? total : 0,
      taxLines: JSON.stringify(facts.taxLines),
      hosted: `https://invoice.stripe.example/i/${id}`,
      pdf: `https://invoice.stripe.example/i/${id}/pdf`,
      paymentFailed: facts.paymentFailed ?? false,
      createdAt: facts.createdAt,
    },
  );
  return id;
}

const get = (url: string, authorization?: string) => t.app.inject({ url, headers: authorization ? { authorization } : {} });

describe('the payment page’s settings', () => {
  it('name the taxes in force today in every province and territory, as invoices name them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    const response = await get('/settings');
    expect(response.statusCode).toBe(200);
    const { taxRates, automaticTax } = response.json<{
      automaticTax: boolean;
      taxRates: { jurisdiction: string; taxes: { kind: string; label: string; ratePercent: string }[] }[];
    }>();
    expect(automaticTax).toBe(false);
    const byJurisdiction = Object.fromEntries(taxRates.map(({ jurisdiction, taxes }) => [jurisdiction, taxes]));
    expect(Object.keys(byJurisdiction)).toHaveLength(13);
    expect(byJurisdiction.ON).toEqual([{ kind: 'HST', label: 'HST 13%', ratePercent: '13' }]);
    expect(byJurisdiction.AB).toEqual([{ kind: 'GST', label: 'GST 5%', ratePercent: '5' }]);
    expect(byJurisdiction.QC).toEqual([
      { kind: 'GST', label: 'GST 5%', ratePercent: '5' },
      { kind: 'QST', label: 'QST 9.975%', ratePercent: '9.975' },
    ]);
    expect(byJurisdiction.MB).toEqual([
      { kind: 'GST', label: 'GST 5%', ratePercent: '5' },
      { kind: 'PST', label: 'RST 7%', ratePercent: '7' },
    ]);
    expect(byJurisdiction.NS).toEqual([{ kind: 'HST', label: 'HST 14%', ratePercent: '14' }]);
  });

  it('follow the day: Nova Scotia’s HST is 15 % on 2025-03-31', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-31T12:00:00Z'));
    const { taxRates } = (await get('/settings')).json<{ taxRates: { jurisdiction: string; taxes: { label: string }[] }[] }>();
    expect(taxRates.find((entry) => entry.jurisdiction === 'NS')?.taxes).toEqual([expect.objectContaining({ label: 'HST 15%' })]);
  });
});

describe('a client’s billing', () => {
  it('has no subscription before a payment is recorded', async () => {
    const response = await get('/client/billing', t.clientBearer(randomUUID()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: true, subscription: null, gstHstNumber: null });
  });

  it('shows the recorded payment’s plan as trialing, with its checkout’s province, before Stripe’s events say more', async () => {
    const { clientId, subscriptionId } = await paidClient('growth', 'QC');
    expect((await get('/client/billing', t.clientBearer(clientId, 'access-code'))).json()).toEqual({
      configured: true,
      gstHstNumber: null,
      subscription: {
        id: subscriptionId,
        package: 'growth',
        amountCents: 3900,
        currency: 'cad',
        status: 'trialing',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        trialEnd: null,
        taxJurisdiction: 'QC',
        nextCharge: null,
        paymentFailed: false,
        updatedAt: expect.any(String),
      },
    });
  });

  it('follows the subscription as Stripe’s events recorded it: the trial’s end and its charge with Ontario’s HST', async () => {
    const { clientId, subscriptionId } = await paidClient('growth', 'ON');
    await recordSubscription(subscriptionId, {
      status: 'trialing',
      package: 'growth',
      amountCents: 3900,
      trialEnd: '2026-12-04T10:00:00Z',
      currentPeriodEnd: '2026-12-04T10:00:00Z',
    });
    expect((await get('/client/billing', t.clientBearer(clientId))).json().subscription).toMatchObject({
      status: 'trialing',
      trialEnd: '2026-12-04T10:00:00.000Z',
      taxJurisdiction: 'ON',
      nextCharge: { date: '2026-12-04T10:00:00.000Z', amountCents: 3900, taxCents: 507, totalCents: 4407 },
      paymentFailed: false,
      updatedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('shows a plan switched in the portal, a failed payment, and a cancellation at the period’s end', async () => {
    const { clientId, subscriptionId } = await paidClient('growth', 'AB');
    const billing = async () => (await get('/client/billing', t.clientBearer(clientId))).json().subscription;

    await recordSubscription(subscriptionId, {
      status: 'active',
      package: 'professional',
      amountCents: 7900,
      currentPeriodEnd: '2027-01-04T10:00:00Z',
      taxJurisdiction: 'AB',
    });
    expect(await billing()).toMatchObject({
      package: 'professional',
      amountCents: 7900,
      nextCharge: { date: '2027-01-04T10:00:00.000Z', amountCents: 7900, taxCents: 395, totalCents: 8295 },
      paymentFailed: false,
    });

    await recordSubscription(subscriptionId, {
      status: 'past_due',
      package: 'professional',
      amountCents: 7900,
      currentPeriodEnd: '2027-01-04T10:00:00Z',
    });
    expect(await billing()).toMatchObject({
      status: 'past_due',
      paymentFailed: true,
      nextCharge: { date: '2027-01-04T10:00:00.000Z' },
    });
    // Once the failed invoice is recorded, the next charge is Stripe's next try of it; none when Stripe stopped trying.
    const failed = await recordInvoice({
      subscriptionId,
      number: 'AB-0002',
      status: 'open',
      createdAt: '2026-12-04T10:00:00Z',
      subtotalCents: 7900,
      taxLines: [{ label: 'GST 5%', stripeTaxRateId: 'txr_test_ab', amountCents: 395 }],
      paymentFailed: true,
    });
    await t.sql("UPDATE invoices SET next_payment_attempt = '2026-12-07T10:00:00Z' WHERE id = :failed", { failed });
    expect(await billing()).toMatchObject({
      paymentFailed: true,
      nextCharge: { date: '2026-12-07T10:00:00.000Z', amountCents: 7900, taxCents: 395, totalCents: 8295 },
    });
    await t.sql('UPDATE invoices SET next_payment_attempt = NULL WHERE id = :failed', { failed });
    expect(await billing()).toMatchObject({ paymentFailed: true, nextCharge: null });
    await t.sql("UPDATE invoices SET status = 'paid', payment_failed = false WHERE id = :failed", { failed });

    await recordSubscription(subscriptionId, {
      status: 'active',
      package: 'professional',
      amountCents: 7900,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2027-01-04T10:00:00Z',
    });
    expect(await billing()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextCharge: null, paymentFailed: false });

    await recordSubscription(subscriptionId, { status: 'canceled', package: 'professional', amountCents: 7900 });
    expect(await billing()).toMatchObject({ status: 'canceled', nextCharge: null });
  });

  it('marks the subscription with its province when the checkout is fulfilled after Stripe’s events recorded it', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId, 'starter', 'MB');
    const session = t.stripe.complete(id);
    await recordSubscription(session.subscription!, { status: 'trialing' });
    expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });
    expect(await t.sql('SELECT tax_jurisdiction FROM stripe_subscriptions WHERE id = :id', { id: session.subscription })).toEqual(
      [{ taxJurisdiction: 'MB' }],
    );
  });

  it('names the agency’s GST/HST registration number, and says billing is not set up without a Stripe key', async () => {
    const registered = await t.another({ GST_HST_NUMBER: '123456789RT0001' });
    try {
      expect(
        (
          await registered.app.inject({ url: '/client/billing', headers: { authorization: t.clientBearer(randomUUID()) } })
        ).json(),
      ).toEqual({
        configured: true,
        subscription: null,
        gstHstNumber: '123456789 RT0001',
      });
    } finally {
      await registered.app.close();
    }
    const off = await t.another({ STRIPE_SECRET_KEY: '' });
    try {
      const bearer = t.clientBearer(randomUUID());
      expect((await off.app.inject({ url: '/client/billing', headers: { authorization: bearer } })).json()).toMatchObject({
        configured: false,
      });
      const portal = await off.app.inject({
        method: 'POST',
        url: '/client/billing-portal-sessions',
        headers: { authorization: bearer },
      });
      expect(portal.statusCode).toBe(503);
      expect(portal.json()).toMatchObject({ statusCode: 503, code: 'PAYMENTS_NOT_CONFIGURED' });
    } finally {
      await off.app.close();
    }
  });

  it('shows the team the same, for any client id', async () => {
    const { clientId, subscriptionId } = await paidClient('starter', 'ON');
    const asClient = (await get('/client/billing', t.clientBearer(clientId))).json();
    for (const bearer of [t.bearer.admin, t.bearer.member]) {
      const response = await get(`/admin/clients/${clientId}/billing`, bearer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asClient);
      expect(response.json().subscription.id).toBe(subscriptionId);
    }
    expect((await get(`/admin/clients/${randomUUID()}/billing`, t.bearer.admin)).json().subscription).toBeNull();
  });
});

describe('a client’s invoices', () => {
  it('lists only the client’s own, newest first, each tax on its own line, and adds up the tax paid', async () => {
    const a = await paidClient('growth', 'QC');
    const b = await paidClient('starter', 'ON');
    const gst = { label: 'GST 5%', stripeTaxRateId: 'txr_gst', amountCents: 195 };
    const qst = { label: 'QST 9.975%', stripeTaxRateId: 'txr_qst', amountCents: 389 };
    const first = await recordInvoice({
      subscriptionId: a.subscriptionId,
      number: 'A-0001',
      status: 'paid',
      createdAt: '2026-12-04T10:00:00Z',
      subtotalCents: 3900,
      taxLines: [gst, qst],
    });
    const second = await recordInvoice({
      subscriptionId: a.subscriptionId,
      number: 'A-0002',
      status: 'open',
      createdAt: '2027-01-04T10:00:00Z',
      subtotalCents: 3900,
      taxLines: [gst, qst],
      paymentFailed: true,
    });
    await recordInvoice({
      subscriptionId: b.subscriptionId,
      number: 'B-0001',
      status: 'paid',
      createdAt: '2026-12-04T10:00:00Z',
      subtotalCents: 1900,
      taxLines: [{ label: 'HST 13%', stripeTaxRateId: 'txr_hst', amountCents: 247 }],
    });

    const response = await get('/client/invoices', t.clientBearer(a.clientId));
    expect(response.statusCode).toBe(200);
    const list = response.json<{ invoices: Record<string, unknown>[]; taxPaidCents: number; gstHstNumber: string | null }>();
    expect(list.invoices.map((invoice) => invoice.id)).toEqual([second, first]);
    expect(list.invoices[1]).toEqual({
      id: first,
      number: 'A-0001',
      status: 'paid',
      createdAt: '2026-12-04T10:00:00.000Z',
      periodStart: '2026-12-04T10:00:00.000Z',
      periodEnd: '2027-01-04T10:00:00.000Z',
      currency: 'cad',
      subtotalCents: 3900,
      taxLines: [
        { label: 'GST 5%', amountCents: 195 },
        { label: 'QST 9.975%', amountCents: 389 },
      ],
      taxCents: 584,
      totalCents: 4484,
      amountDueCents: 4484,
      amountPaidCents: 4484,
      paymentFailed: false,
      hostedInvoiceUrl: `https://invoice.stripe.example/i/${first}`,
      invoicePdf: `https://invoice.stripe.example/i/${first}/pdf`,
    });
    expect(list.invoices[0]).toMatchObject({ status: 'open', paymentFailed: true, amountPaidCents: 0 });
    // Only the paid invoice's taxes count as paid.
    expect(list.taxPaidCents).toBe(584);
    expect(list.gstHstNumber).toBeNull();

    expect((await get('/client/invoices', t.clientBearer(b.clientId))).json()).toMatchObject({
      invoices: [expect.objectContaining({ number: 'B-0001' })],
      taxPaidCents: 247,
    });
    for (const bearer of [t.bearer.admin, t.bearer.member]) {
      expect((await get(`/admin/clients/${a.clientId}/invoices`, bearer)).json()).toEqual(list);
    }
    expect((await get('/client/invoices', t.clientBearer(randomUUID()))).json()).toEqual({
      invoices: [],
      taxPaidCents: 0,
      gstHstNumber: null,
    });
  });
});

describe('Manage billing: a customer-portal session', () => {
  it('opens one for the caller’s own Stripe customer, on the packages’ portal configuration, returning to the dashboard', async () => {
    const a = await paidClient('growth', 'ON');
    const response = await t.post('/client/billing-portal-sessions', t.clientBearer(a.clientId));
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    const session = t.stripe.billing.portalSessions().find((candidate) => candidate.url === url)!;
    expect(url).toMatch(new RegExp(`^${t.stripe.url}/portal/bps_`));
    expect(session).toMatchObject({ customer: a.customerId, return_url: `${publicOrigin}/onboarding/dashboard` });

    const [configuration] = t.stripe.billing.portalConfigurations();
    expect(configuration).toMatchObject({ id: session.configuration, metadata: { purpose: 'agency-packages-v1' } });
    const prices = t.stripe.billing.prices().filter((price) => price.lookup_key?.endsWith('-monthly-cad'));
    expect(configuration!.features).toMatchObject({
      payment_method_update: { enabled: 'true' },
      invoice_history: { enabled: 'true' },
      subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
      subscription_update: {
        enabled: 'true',
        default_allowed_updates: ['price'],
        proration_behavior: 'create_prorations',
        products: expect.arrayContaining(prices.map((price) => ({ product: price.product, prices: [price.id] }))),
      },
    });

    // The configuration is made once; a second session (and an access-code session) reuses it.
    expect((await t.post('/client/billing-portal-sessions', t.clientBearer(a.clientId, 'access-code'))).statusCode).toBe(201);
    expect(t.stripe.billing.portalConfigurations()).toHaveLength(1);
    expect(new Set(t.stripe.billing.portalSessions().map((s) => s.configuration))).toEqual(new Set([configuration!.id]));
  });

  it('finds the configuration an earlier process made, by its metadata', async () => {
    const a = await paidClient();
    expect((await t.post('/client/billing-portal-sessions', t.clientBearer(a.clientId))).statusCode).toBe(201);
    const again = await t.another();
    try {
      const response = await again.app.inject({
        method: 'POST',
        url: '/client/billing-portal-sessions',
        headers: { authorization: t.clientBearer(a.clientId) },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await again.app.close();
    }
    expect(t.stripe.billing.portalConfigurations()).toHaveLength(1);
  });

  it('makes the portal offer the packages’ current prices when its configuration offers others', async () => {
    const a = await paidClient();
    expect((await t.post('/client/billing-portal-sessions', t.clientBearer(a.clientId))).statusCode).toBe(201);
    const [configuration] = t.stripe.billing.portalConfigurations();
    // As after a price change: the configuration still offers a price that is no longer the package's.
    (configuration!.features as { subscription_update: { products: unknown[] } }).subscription_update.products = [
      { product: 'prod_test_old', prices: ['price_test_old'] },
    ];
    const again = await t.another();
    try {
      const response = await again.app.inject({
        method: 'POST',
        url: '/client/billing-portal-sessions',
        headers: { authorization: t.clientBearer(a.clientId) },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await again.app.close();
    }
    expect(t.stripe.billing.portalConfigurations()).toHaveLength(1);
    const prices = t.stripe.billing.prices().filter((price) => price.lookup_key?.endsWith('-monthly-cad'));
    expect(configuration!.features).toMatchObject({
      subscription_update: {
        enabled: 'true',
        products: expect.arrayContaining(prices.map((price) => ({ product: price.product, prices: [price.id] }))),
      },
      invoice_history: { enabled: 'true' },
    });
  });

  it('never opens one for another customer: a client without a payment gets 404 PAYMENTS_NO_SUBSCRIPTION, whatever it sends', async () => {
    const a = await paidClient();
    const before = t.stripe.billing.portalSessions().length;
    const response = await t.post('/client/billing-portal-sessions', t.clientBearer(randomUUID()), { customer: a.customerId });
    // The customer named in the body is not looked at: this client has none of its own.
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'PAYMENTS_NO_SUBSCRIPTION' });
    const plain = await t.post('/client/billing-portal-sessions', t.clientBearer(randomUUID()));
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toMatchObject({ statusCode: 404, code: 'PAYMENTS_NO_SUBSCRIPTION' });
    expect(t.stripe.billing.portalSessions()).toHaveLength(before);
  });

  it('answers Stripe’s failures as checkout does: 502, and 503 with Retry-After when rate limited', async () => {
    const a = await paidClient();
    t.stripe.setFailing(true);
    try {
      const failed = await t.post('/client/billing-portal-sessions', t.clientBearer(a.clientId));
      expect(failed.statusCode).toBe(502);
      expect(failed.json().code).toBe('PAYMENTS_PROVIDER_UNAVAILABLE');
      t.stripe.setFailing('rate_limit');
      const limited = await t.post('/client/billing-portal-sessions', t.clientBearer(a.clientId));
      expect(limited.statusCode).toBe(503);
      expect(limited.json().code).toBe('PAYMENTS_PROVIDER_RATE_LIMITED');
      expect(limited.headers['retry-after']).toBe('5');
    } finally {
      t.stripe.setFailing(false);
    }
  });
});

describe('who may call the billing routes', () => {
  type Caller =
    'anonymous' | 'client A' | 'client A by access code' | 'client B' | 'client without a record' | 'member' | 'admin';

  it.each<[string, 'GET' | 'POST', (a: string) => string, Record<Caller, number>]>([
    [
      'GET /client/billing',
      'GET',
      () => '/client/billing',
      {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        'client B': 200,
        'client without a record': 403,
        member: 403,
        admin: 403,
      },
    ],
    [
      'GET /client/invoices',
      'GET',
      () => '/client/invoices',
      {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        'client B': 200,
        'client without a record': 403,
        member: 403,
        admin: 403,
      },
    ],
    [
      'POST /client/billing-portal-sessions',
      'POST',
      () => '/client/billing-portal-sessions',
      {
        anonymous: 401,
        'client A': 201,
        'client A by access code': 201,
        'client B': 404,
        'client without a record': 403,
        member: 403,
        admin: 403,
      },
    ],
    [
      'GET /admin/clients/{A}/billing',
      'GET',
      (a) => `/admin/clients/${a}/billing`,
      {
        anonymous: 401,
        'client A': 403,
        'client A by access code': 403,
        'client B': 403,
        'client without a record': 403,
        member: 200,
        admin: 200,
      },
    ],
    [
      'GET /admin/clients/{A}/invoices',
      'GET',
      (a) => `/admin/clients/${a}/invoices`,
      {
        anonymous: 401,
        'client A': 403,
        'client A by access code': 403,
        'client B': 403,
        'client without a record': 403,
        member: 200,
        admin: 200,
      },
    ],
  ])('%s', async (_name, method, url, expected) => {
    const a = await paidClient();
    const headers: Record<Caller, string> = {
      anonymous: '',
      'client A': t.clientBearer(a.clientId),
      'client A by access code': t.clientBearer(a.clientId, 'access-code'),
      'client B': t.clientBearer(randomUUID()),
      'client without a record': `Bearer ${signTestToken(t.keys, { sub: randomUUID(), email: 'c@shop.example', role: 'client' })}`,
      member: t.bearer.member,
      admin: t.bearer.admin,
    };
    const answered: Record<string, number> = {};
    for (const caller of Object.keys(expected) as Caller[]) {
      const response = await t.app.inject({
        method,
        url: url(a.clientId),
        headers: headers[caller] ? { authorization: headers[caller] } : {},
      });
      answered[caller] = response.statusCode;
    }
    expect(answered).toEqual(expected);
  });

  it('checks the caller before the client id: anonymous 401 and a client 403 even for a bad id, the team 400', async () => {
    for (const path of ['billing', 'invoices']) {
      const url = `/admin/clients/not-a-uuid/${path}`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, t.clientBearer(randomUUID()))).statusCode).toBe(403);
      const bad = await get(url, t.bearer.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    }
  });
});
