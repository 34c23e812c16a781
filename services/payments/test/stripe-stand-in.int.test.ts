// The Stripe stand-in's billing side, as the payments service and the browser tests use it.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../../tests/support/stripe-stand-in.js';
import { paymentsTestService } from './support.js';

const t = await paymentsTestService();

const dayInSeconds = 24 * 60 * 60;

/** A client's checkout in `province`, completed at the stand-in: its session, subscription and customer. */
async function trialStarted(pkg: string, province: string) {
  const { id } = await t.openCheckout(randomUUID(), pkg, province);
  const session = t.stripe.complete(id);
  return { session, subscriptionId: session.subscription!, customerId: session.customer! };
}

describe('checkout completed at the stand-in', () => {
  it('makes the customer, with the checkout’s e-mail, and its subscription trialing for 7 days on the package’s price and taxes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { subscriptionId, customerId, session } = await trialStarted('growth', 'ON');
    expect(t.stripe.billing.customer(customerId)).toMatchObject({ email: 'client@shop.example' });
    const subscription = t.stripe.billing.subscription(subscriptionId)!;
    const sent = t.stripe.createdWith(session.id)!;
    const priceId = (sent.line_items as Array<{ price: string }>)[0]!.price;
    const taxRates = (sent.subscription_data as { default_tax_rates: string[] }).default_tax_rates;
    expect(subscription).toMatchObject({
      id: subscriptionId,
      customer: customerId,
      status: 'trialing',
      metadata: session.metadata,
      default_tax_rates: taxRates.map((id) => ({ id, object: 'tax_rate' })),
      items: { data: [{ price: { id: priceId, lookup_key: 'growth-monthly-cad', unit_amount: 3900 } }] },
    });
    expect(subscription.trial_end! - before).toBeGreaterThanOrEqual(7 * dayInSeconds);
    expect(subscription.trial_end! - before).toBeLessThan(7 * dayInSeconds + 60);
    expect(subscription.items.data[0]!.current_period_end).toBe(subscription.trial_end);
    expect(t.stripe.billing.subscriptionsOf('client@shop.example').map((s) => s.id)).toContain(subscriptionId);
  });
});

describe('charging a subscription', () => {
  it.each([
    ['ON', 'growth', [507], 4407],
    ['AB', 'growth', [195], 4095],
    ['QC', 'starter', [95, 190], 2185],
  ] as const)(
    'in %s bills the %s price with each tax, half up, and Stripe’s events in order',
    async (province, pkg, taxes, total) => {
      const { subscriptionId, customerId } = await trialStarted(pkg, province);
      const trialEnd = t.stripe.billing.subscription(subscriptionId)!.trial_end!;
      const { result, events } = t.stripe.charge(subscriptionId, 'paid');
      const invoice = result.invoice as ReturnType<typeof t.stripe.billing.invoices>[number];
      const prefix = t.stripe.billing.customer(customerId)!.invoice_prefix;
      expect(invoice).toMatchObject({
        number: `${prefix}-0001`,
        customer: customerId,
        status: 'paid',
        currency: 'cad',
        subtotal: pkg === 'growth' ? 3900 : 1900,
        total,
        amount_paid: total,
        period_start: trialEnd,
        parent: { subscription_details: { subscription: subscriptionId } },
        hosted_invoice_url: `${t.stripe.url}/invoices/${invoice.id}`,
        invoice_pdf: `${t.stripe.url}/invoices/${invoice.id}/pdf`,
      });
      expect(invoice.total_taxes.map((line) => line.amount)).toEqual(taxes);
      expect(result.subscription).toMatchObject({ status: 'active' });

      const types = events.map((event) => (JSON.parse(event.body) as { type: string }).type);
      expect(types).toEqual(['invoice.finalized', 'invoice.paid', 'customer.subscription.updated']);
      const created = events.map((event) => (JSON.parse(event.body) as { created: number }).created);
      expect([...created].sort((a, b) => a - b)).toEqual(created);
      expect(new Set(created).size).toBe(3);
      // Each is signed as Stripe signs, and payments acknowledges it.
      for (const event of events) expect((await t.deliver(event)).statusCode).toBe(200);

      // The next charge is the next invoice of the customer.
      const failed = t.stripe.charge(subscriptionId, 'failed');
      expect(failed.result).toMatchObject({
        invoice: { number: `${prefix}-0002`, status: 'open', attempt_count: 1, amount_paid: 0 },
        subscription: { status: 'past_due' },
      });
      expect(failed.events.map((event) => (JSON.parse(event.body) as { type: string }).type)).toEqual([
        'invoice.finalized',
        'invoice.payment_failed',
        'customer.subscription.updated',
      ]);
    },
  );
});

// A stand-in running as the browser tests run it, posting its events to a receiver that checks their signatures.
const received: { type: string; object: Record<string, unknown> }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const event = Stripe.webhooks.constructEvent(
      Buffer.concat(chunks),
      String(request.headers['stripe-signature']),
      standIn.webhookSecret,
    );
    received.push({ type: event.type, object: event.data.object as unknown as Record<string, unknown> });
    response.end('{}');
  });
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
const standIn = await startStripeStandIn({
  webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`,
});
afterAll(async () => {
  await standIn.close();
  receiver.close();
});

describe('the stand-in as a process: its test controls and its hosted portal', () => {
  const api = new URL(standIn.url);
  const stripe = new Stripe(standIn.secretKey, { host: api.hostname, port: api.port, protocol: 'http', telemetry: false });

  /** What payments does at checkout, through the SDK: the three prices, Ontario's HST, a session; then it is paid. */
  async function subscribed(email: string) {
    const prices: Record<string, string> = {};
    for (const [pkg, cents, name] of [
      ['starter', 1900, 'Starter Package'],
      ['growth', 3900, 'Growth Package'],
      ['professional', 7900, 'Professional Package'],
    ] as const) {
      const existing = await stripe.prices.list({ lookup_keys: [`${pkg}-monthly-cad`] });
      prices[pkg] =
        existing.data[0]?.id ??
        (
          await stripe.prices.create({
            currency: 'cad',
            unit_amount: cents,
            recurring: { interval: 'month' },
            tax_behavior: 'exclusive',
            lookup_key: `${pkg}-monthly-cad`,
            product_data: { name },
          })
        ).id;
    }
    const hst = await stripe.taxRates.create({
      display_name: 'HST',
      percentage: 13,
      inclusive: false,
      country: 'CA',
      state: 'ON',
    });
    expect((await stripe.taxRates.retrieve(hst.id)).percentage).toBe(13);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ quantity: 1, price: prices.growth! }],
      subscription_data: { trial_period_days: 7, default_tax_rates: [hst.id], metadata: { package: 'growth' } },
      customer_email: email,
      success_url: 'https://portal.maple.example/onboarding/payment',
      cancel_url: 'https://portal.maple.example/checkout/cancel',
    });
    const paid = await fetch(`${standIn.url}/pay/${session.id}`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const completed = standIn.session(session.id)!;
    return { subscriptionId: completed.subscription!, customerId: completed.customer!, prices };
  }

  const typesSince = (from: number) => received.slice(from).map((event) => event.type);

  it('pays on the hosted page: checkout.session.completed, then customer.subscription.created', async () => {
    const from = received.length;
    const { subscriptionId } = await subscribed(`pay.${randomUUID()}@shop.example`);
    expect(typesSince(from)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    expect(received.at(-1)!.object).toMatchObject({ id: subscriptionId, status: 'trialing' });
  });

  it('lists a customer’s subscriptions by e-mail and charges one, posting its events in order, each signed', async () => {
    const email = `charge.${randomUUID()}@shop.example`;
    const { subscriptionId, customerId } = await subscribed(email);
    const listed = (await (await fetch(`${standIn.url}/_test/subscriptions?email=${encodeURIComponent(email)}`)).json()) as {
      id: string;
    }[];
    expect(listed.map((subscription) => subscription.id)).toEqual([subscriptionId]);

    const from = received.length;
    const charged = await fetch(`${standIn.url}/_test/subscriptions/${subscriptionId}/charge?outcome=failed`, { method: 'POST' });
    expect(charged.status).toBe(200);
    expect(await charged.json()).toMatchObject({
      invoice: { status: 'open', subtotal: 3900, total: 4407 },
      subscription: { id: subscriptionId, status: 'past_due' },
    });
    expect(typesSince(from)).toEqual(['invoice.finalized', 'invoice.payment_failed', 'customer.subscription.updated']);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('past_due');
    expect((await stripe.subscriptions.list({ customer: customerId })).data.map((s) => s.id)).toEqual([subscriptionId]);
    const invoices = await stripe.invoices.list({ customer: customerId });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(['open']);
    const page = await fetch(invoices.data[0]!.hosted_invoice_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('HST 13%');

    expect(
      (await fetch(`${standIn.url}/_test/subscriptions/${subscriptionId}/charge?outcome=maybe`, { method: 'POST' })).status,
    ).toBe(400);
    expect((await fetch(`${standIn.url}/_test/subscriptions/sub_test_none/charge?outcome=paid`, { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('serves a portal page that updates the card, switches plans and cancels, each posting Stripe’s events', async () => {
    const { subscriptionId, customerId, prices } = await subscribed(`portal.${randomUUID()}@shop.example`);
    const configuration = await stripe.billingPortal.configurations.create({
      features: { invoice_history: { enabled: true } },
      metadata: { purpose: 'agency-packages-v1' },
    });
    expect((await stripe.billingPortal.configurations.list({ active: true })).data.map((c) => c.id)).toContain(configuration.id);
    const session = await stripe.billingPortal.sessions.create({
      customer: customerId,
      configuration: configuration.id,
      return_url: 'https://portal.maple.example/onboarding/dashboard',
    });
    expect(session.url).toBe(`${standIn.url}/portal/${session.id}`);
    await expect(stripe.billingPortal.sessions.create({ customer: 'cus_test_nobody' })).rejects.toMatchObject({
      code: 'resource_missing',
    });

    const page = async () => {
      const response = await fetch(session.url);
      expect(response.status).toBe(200);
      return response.text();
    };
    const html = await page();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Billing (test)</h1>');
    expect(html).toContain('Growth Package');
    for (const button of ['Update card', 'Switch to Starter', 'Switch to Professional', 'Cancel plan']) {
      expect(html).toContain(`>${button}</button>`);
    }
    expect(html).not.toContain('Switch to Growth');
    expect(html).toContain('<a href="https://portal.maple.example/onboarding/dashboard">Return</a>');

    const press = async (action: string) => {
      const response = await fetch(`${session.url}/${action}`, { method: 'POST', redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/portal/${session.id}`);
    };

    let from = received.length;
    await press('switch?package=professional');
    expect(typesSince(from)).toEqual(['customer.subscription.updated']);
    expect(received.at(-1)!.object).toMatchObject({ items: { data: [{ price: { id: prices.professional } }] } });
    expect(await page()).toContain('Switch to Growth');

    await fetch(`${standIn.url}/_test/subscriptions/${subscriptionId}/charge?outcome=failed`, { method: 'POST' });
    from = received.length;
    await press('card');
    expect(typesSince(from)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(received.at(-1)!.object).toMatchObject({ status: 'active' });

    from = received.length;
    await press('cancel');
    expect(typesSince(from)).toEqual(['customer.subscription.updated']);
    expect(received.at(-1)!.object).toMatchObject({ cancel_at_period_end: true });
    expect(await page()).toContain('cancels at the end of the period');
  });
});
