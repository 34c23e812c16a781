import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookHeaders } from '../../../tests/support/stripe-stand-in.js';
import { billingTest, clientSubscription, day0, dayS, hour, iso, prices, stripeId } from './billing-support.js';
import { paymentsTestService } from './support.js';

const t = await paymentsTestService();
const b = billingTest(t);

/** The subscription as recorded, its times as seconds. */
const recorded = async (subscriptionId: string) =>
  (
    await t.sql(
      `SELECT status, claimed_client_id, customer_id, package, price_id, amount_cents, currency, cancel_at_period_end,
         extract(epoch FROM current_period_end)::int AS current_period_end, extract(epoch FROM trial_end)::int AS trial_end,
         extract(epoch FROM status_at)::int AS status_at
       FROM stripe_subscriptions WHERE id = :subscriptionId`,
      { subscriptionId },
    )
  )[0];

const paymentStatus = async (subscriptionId: string) =>
  (
    await t.sql<{ subscriptionStatus: string }>(
      'SELECT subscription_status FROM payments WHERE stripe_subscription_id = :subscriptionId',
      {
        subscriptionId,
      },
    )
  )[0]?.subscriptionStatus;

describe('a subscription’s events', () => {
  it('records what customer.subscription.created says and publishes the client’s subscription, once', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    const created = t.stripe.event('customer.subscription.created', sub.object(), { created: day0 + 1 });
    expect((await t.deliver(created)).statusCode).toBe(200);
    expect((await t.deliver(created)).statusCode).toBe(200);

    expect(await recorded(sub.subscriptionId)).toEqual({
      status: 'trialing',
      claimedClientId: sub.clientId,
      customerId: sub.customerId,
      package: 'growth',
      priceId: prices.growth.id,
      amountCents: 3900,
      currency: 'cad',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: day0 + 7 * dayS,
      trialEnd: day0 + 7 * dayS,
      statusAt: day0 + 1,
    });
    expect(await paymentStatus(sub.subscriptionId)).toBe('trialing');
    expect(await b.published()).toEqual([
      {
        type: 'payments.subscription.changed.v1',
        actor: { kind: 'system' },
        data: {
          clientId: sub.clientId,
          subscriptionId: sub.subscriptionId,
          status: 'trialing',
          cancelAtPeriodEnd: false,
          package: 'growth',
          amountCents: 3900,
          currency: 'cad',
          currentPeriodEnd: iso(day0 + 7 * dayS),
          trialEnd: iso(day0 + 7 * dayS),
          changedAt: iso(day0 + 1),
        },
      },
    ]);
  });

  it('follows a plan switch: the package from the new price’s lookup key, and its amount', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await b.deliverEvent('customer.subscription.created', sub.object(), day0 + 1);
    // The metadata still says growth (checkout wrote it); the price is Stripe's word on the plan.
    await b.deliverEvent(
      'customer.subscription.updated',
      sub.object({ status: 'active', price: prices.professional }),
      day0 + 8 * dayS,
    );
    expect(await recorded(sub.subscriptionId)).toMatchObject({ status: 'active', package: 'professional', amountCents: 7900 });
    const changes = await b.published('payments.subscription.changed.v1');
    expect(
      changes.map((change) => [change.data.status, change.data.package, change.data.amountCents, change.data.changedAt]),
    ).toEqual([
      ['trialing', 'growth', 3900, iso(day0 + 1)],
      ['active', 'professional', 7900, iso(day0 + 8 * dayS)],
    ]);
    // The switch names the plan before it (the client is e-mailed its new plan); the first change switched nothing.
    expect(changes.map((change) => change.data.previousPackage)).toEqual([undefined, 'growth']);
    // A later change of the same plan (a paid renewal) is no switch.
    await b.deliverEvent(
      'customer.subscription.updated',
      sub.object({ status: 'active', price: prices.professional, currentPeriodEnd: day0 + 38 * dayS }),
      day0 + 38 * dayS,
    );
    const after = await b.published('payments.subscription.changed.v1');
    expect(after).toHaveLength(3);
    expect(after[2]?.data).not.toHaveProperty('previousPackage');
  });

  it('keeps the newest of events delivered out of order, and publishes nothing for an older one', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await b.deliverEvent(
      'customer.subscription.updated',
      sub.object({ status: 'past_due', price: prices.starter }),
      day0 + 9 * dayS,
    );
    await b.deliverEvent('customer.subscription.updated', sub.object({ status: 'active' }), day0 + 8 * dayS);
    await b.deliverEvent('customer.subscription.created', sub.object(), day0 + 1);
    expect(await recorded(sub.subscriptionId)).toMatchObject({ status: 'past_due', package: 'starter', amountCents: 1900 });
    expect(await paymentStatus(sub.subscriptionId)).toBe('past_due');
    expect(await b.published()).toHaveLength(1);
  });

  it('never brings back a canceled subscription, and tells its late plan facts with a later change time', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await b.deliverEvent('customer.subscription.updated', sub.object({ status: 'active' }), day0 + 9 * dayS);
    // Delivered late and older than the update: the end is final all the same.
    await b.deliverEvent(
      'customer.subscription.deleted',
      sub.object({ status: 'canceled', canceledAt: day0 + 8 * dayS }),
      day0 + 8 * dayS,
    );
    await b.deliverEvent('customer.subscription.updated', sub.object({ status: 'active' }), day0 + 10 * dayS);
    expect(await recorded(sub.subscriptionId)).toMatchObject({ status: 'canceled' });
    const changes = await b.published('payments.subscription.changed.v1');
    expect(changes.map((change) => change.data.status)).toEqual(['active', 'canceled']);
    // Whoever keeps the newest change keeps the cancellation, though Stripe dated it before the update.
    expect(Date.parse(changes[1]!.data.changedAt as string)).toBeGreaterThan(Date.parse(changes[0]!.data.changedAt as string));
    expect(await b.published('payments.subscription.cancelled.v1')).toHaveLength(1);
  });

  it('records a subscription whose client is not confirmed, and publishes nothing about it', async () => {
    const sub = clientSubscription(randomUUID());
    // Its metadata names a client, but no payment of ours is recorded for this subscription.
    await b.deliverEvent('customer.subscription.created', sub.object(), day0 + 1);
    await b.deliverEvent('customer.subscription.trial_will_end', sub.object(), day0 + 4 * dayS);
    await b.deliverEvent('invoice.payment_failed', sub.invoice({ attemptCount: 1 }), day0 + 7 * dayS);
    await b.deliverEvent(
      'customer.subscription.updated',
      sub.object({ status: 'past_due', cancelAtPeriodEnd: true }),
      day0 + 8 * dayS,
    );
    expect(await recorded(sub.subscriptionId)).toMatchObject({
      status: 'past_due',
      claimedClientId: sub.clientId,
      cancelAtPeriodEnd: true,
    });
    expect(await t.count('outbox_events')).toBe(0);
  });

  it('acknowledges a subscription event without an id or status, and records nothing but the event', async () => {
    await b.deliverEvent('customer.subscription.updated', { object: 'subscription', status: 'active' }, day0);
    await b.deliverEvent('customer.subscription.updated', { id: stripeId('sub'), object: 'subscription' }, day0);
    expect(await t.count('stripe_events')).toBe(2);
    expect(await t.count('stripe_subscriptions')).toBe(0);
  });
});

describe('a cancellation', () => {
  it('is told once per cancellation: at the period’s end, taken back, cancelled again, then ended', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    const periodEnd = day0 + 37 * dayS;
    const active = { status: 'active', currentPeriodStart: day0 + 7 * dayS, currentPeriodEnd: periodEnd, trialEnd: null };
    await b.deliverEvent('customer.subscription.updated', sub.object(active), day0 + 7 * dayS);
    await b.deliverEvent('customer.subscription.updated', sub.object({ ...active, cancelAtPeriodEnd: true }), day0 + 10 * dayS);
    await b.deliverEvent(
      'customer.subscription.updated',
      sub.object({ ...active, cancelAtPeriodEnd: true }),
      day0 + 10 * dayS + 1,
    );
    expect(await b.published('payments.subscription.cancelled.v1')).toEqual([
      {
        type: 'payments.subscription.cancelled.v1',
        actor: { kind: 'system' },
        data: {
          clientId: sub.clientId,
          subscriptionId: sub.subscriptionId,
          package: 'growth',
          atPeriodEnd: true,
          endsAt: iso(periodEnd),
          cancelledAt: iso(day0 + 10 * dayS),
        },
      },
    ]);
    // Taken back, then cancelled again: news again.
    await b.deliverEvent('customer.subscription.updated', sub.object(active), day0 + 11 * dayS);
    await b.deliverEvent('customer.subscription.updated', sub.object({ ...active, cancelAtPeriodEnd: true }), day0 + 12 * dayS);
    // The period ends: the same cancellation, not told again.
    await b.deliverEvent(
      'customer.subscription.deleted',
      sub.object({ ...active, status: 'canceled', cancelAtPeriodEnd: true }),
      periodEnd,
    );
    const cancelled = await b.published('payments.subscription.cancelled.v1');
    expect(cancelled.map((event) => event.data.cancelledAt)).toEqual([iso(day0 + 10 * dayS), iso(day0 + 12 * dayS)]);
    const changes = await b.published('payments.subscription.changed.v1');
    expect(changes.map((change) => [change.data.status, change.data.cancelAtPeriodEnd])).toEqual([
      ['active', false],
      ['active', true],
      ['active', false],
      ['active', true],
      ['canceled', true],
    ]);
  });

  it('is told when a subscription ends without a cancellation at the period’s end', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await b.deliverEvent(
      'customer.subscription.deleted',
      sub.object({ status: 'canceled', canceledAt: day0 + 2 * dayS }),
      day0 + 2 * dayS,
    );
    expect((await b.published('payments.subscription.cancelled.v1')).map((event) => event.data)).toEqual([
      {
        clientId: sub.clientId,
        subscriptionId: sub.subscriptionId,
        package: 'growth',
        atPeriodEnd: false,
        endsAt: iso(day0 + 2 * dayS),
        cancelledAt: iso(day0 + 2 * dayS),
      },
    ]);
  });
});

describe('a trial’s end', () => {
  it('tells the client once that its trial ends, however often Stripe says so', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await b.deliverEvent('customer.subscription.trial_will_end', sub.object(), day0 + 4 * dayS);
    await b.deliverEvent('customer.subscription.trial_will_end', sub.object(), day0 + 4 * dayS + 5);
    expect(await b.published('payments.trial.ending.v1')).toEqual([
      {
        type: 'payments.trial.ending.v1',
        actor: { kind: 'system' },
        data: {
          clientId: sub.clientId,
          subscriptionId: sub.subscriptionId,
          package: 'growth',
          amountCents: 3900,
          currency: 'cad',
          trialEnd: iso(day0 + 7 * dayS),
        },
      },
    ]);
  });
});

describe('an invoice’s events', () => {
  it('records a failed payment: the invoice, the subscription past due, and the team told once per invoice', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await b.deliverEvent('customer.subscription.updated', sub.object({ status: 'active', trialEnd: null }), day0 + 7 * dayS);
    await b.deliverEvent('invoice.finalized', sub.invoice(), day0 + 7 * dayS + 60);
    const retry = day0 + 10 * dayS;
    await b.deliverEvent(
      'invoice.payment_failed',
      sub.invoice({ attemptCount: 1, nextPaymentAttempt: retry }),
      day0 + 7 * dayS + 120,
    );
    // Stripe's retry fails too: the same invoice, not news.
    await b.deliverEvent('invoice.payment_failed', sub.invoice({ attemptCount: 2, nextPaymentAttempt: null }), retry);

    const invoice = sub.invoice();
    expect(
      (
        await t.sql(
          `SELECT subscription_id, customer_id, number, status, currency, subtotal_cents, tax_cents, total_cents, amount_due_cents,
             amount_paid_cents, attempt_count, next_payment_attempt, payment_failed, hosted_invoice_url, invoice_pdf,
             extract(epoch FROM period_start)::int AS period_start, extract(epoch FROM period_end)::int AS period_end,
             extract(epoch FROM status_at)::int AS status_at
           FROM invoices WHERE id = :id`,
          { id: invoice.id },
        )
      )[0],
    ).toEqual({
      subscriptionId: sub.subscriptionId,
      customerId: sub.customerId,
      number: 'MAPLE-0001',
      status: 'open',
      currency: 'cad',
      subtotalCents: 3900,
      taxCents: 0,
      totalCents: 3900,
      amountDueCents: 3900,
      amountPaidCents: 0,
      attemptCount: 2,
      nextPaymentAttempt: null,
      paymentFailed: true,
      hostedInvoiceUrl: invoice.hosted_invoice_url,
      invoicePdf: invoice.invoice_pdf,
      periodStart: day0 + 7 * dayS,
      periodEnd: day0 + 37 * dayS,
      statusAt: retry,
    });
    expect(await recorded(sub.subscriptionId)).toMatchObject({ status: 'past_due' });
    expect(await paymentStatus(sub.subscriptionId)).toBe('past_due');
    expect(await b.published('payments.invoice.payment-failed.v1')).toEqual([
      {
        type: 'payments.invoice.payment-failed.v1',
        actor: { kind: 'system' },
        data: {
          clientId: sub.clientId,
          subscriptionId: sub.subscriptionId,
          invoiceId: invoice.id,
          number: 'MAPLE-0001',
          amountDueCents: 3900,
          currency: 'cad',
          attemptCount: 1,
          nextPaymentAttemptAt: iso(retry),
          hostedInvoiceUrl: invoice.hosted_invoice_url,
          failedAt: iso(day0 + 7 * dayS + 120),
        },
      },
    ]);

    // The card is fixed: paid, active again; an older failure delivered late changes nothing.
    await b.deliverEvent('invoice.paid', sub.invoice({ status: 'paid', attemptCount: 3 }), retry + hour);
    await b.deliverEvent('invoice.payment_failed', sub.invoice({ attemptCount: 2 }), retry - hour);
    expect(await t.sql('SELECT status, payment_failed, amount_paid_cents FROM invoices')).toEqual([
      { status: 'paid', paymentFailed: false, amountPaidCents: 3900 },
    ]);
    expect(await recorded(sub.subscriptionId)).toMatchObject({ status: 'active', statusAt: retry + hour });
    expect((await b.published('payments.subscription.changed.v1')).map((change) => change.data.status)).toEqual([
      'active',
      'past_due',
      'active',
    ]);
    expect(await b.published('payments.invoice.payment-failed.v1')).toHaveLength(1);
  });

  it('changes nothing of the subscription for a $0 trial invoice, nor for an invoice older than its status', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await b.deliverEvent('customer.subscription.created', sub.object(), day0 + 10);
    const trialInvoice = sub.invoice({
      id: stripeId('in'),
      status: 'paid',
      subtotal: 0,
      created: day0,
      billingReason: 'subscription_create',
    });
    await b.deliverEvent('invoice.paid', trialInvoice, day0 + 20);
    await b.deliverEvent('invoice.payment_failed', sub.invoice({ attemptCount: 1 }), day0 + 5);
    expect(await recorded(sub.subscriptionId)).toMatchObject({ status: 'trialing' });
    expect(await t.sql('SELECT status, amount_paid_cents FROM invoices WHERE id = :id', { id: trialInvoice.id })).toEqual([
      { status: 'paid', amountPaidCents: 0 },
    ]);
    expect((await b.published('payments.subscription.changed.v1')).map((change) => change.data.status)).toEqual(['trialing']);
  });

  it('takes a paid invoice delivered before its finalization as paid, and keeps it paid', async () => {
    const sub = clientSubscription(randomUUID());
    await b.deliverEvent('invoice.paid', sub.invoice({ status: 'paid', attemptCount: 1 }), day0 + 7 * dayS + 5);
    await b.deliverEvent('invoice.finalized', sub.invoice(), day0 + 7 * dayS);
    await b.deliverEvent('invoice.finalized', sub.invoice(), day0 + 8 * dayS);
    expect(await t.sql('SELECT status, amount_paid_cents FROM invoices')).toEqual([{ status: 'paid', amountPaidCents: 3900 }]);
  });

  it('keeps each tax line with its label: HST 13% on $39.00 is $5.07', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    await t.sql(
      `INSERT INTO stripe_tax_rates (id, rate_key, display_name, jurisdiction, rate_percent) VALUES
         ('txr_test_on_hst', 'ON-HST-2010-07-01', 'HST', 'ON', 13.000),
         ('txr_test_qc_gst', 'QC-GST-2008-01-01', 'GST', 'QC', 5.000),
         ('txr_test_qc_qst', 'QC-QST-2013-01-01', 'QST', 'QC', 9.975)`,
    );
    const ontario = sub.invoice({ status: 'paid', attemptCount: 1, taxes: [{ taxRate: 'txr_test_on_hst', amount: 507 }] });
    await b.deliverEvent('invoice.paid', ontario, day0 + 7 * dayS);
    const quebec = sub.invoice({
      id: stripeId('in'),
      subtotal: 7900,
      taxes: [
        { taxRate: 'txr_test_qc_gst', amount: 395 },
        { taxRate: 'txr_test_qc_qst', amount: 788 },
      ],
    });
    await b.deliverEvent('invoice.finalized', quebec, day0 + 37 * dayS);
    const lines = async (id: string) =>
      (await t.sql('SELECT subtotal_cents, tax_cents, total_cents, tax_lines FROM invoices WHERE id = :id', { id }))[0];
    expect(await lines(ontario.id)).toEqual({
      subtotalCents: 3900,
      taxCents: 507,
      totalCents: 4407,
      taxLines: [{ label: 'HST 13%', stripeTaxRateId: 'txr_test_on_hst', amountCents: 507 }],
    });
    expect(await lines(quebec.id)).toEqual({
      subtotalCents: 7900,
      taxCents: 1183,
      totalCents: 9083,
      taxLines: [
        { label: 'GST 5%', stripeTaxRateId: 'txr_test_qc_gst', amountCents: 395 },
        { label: 'QST 9.975%', stripeTaxRateId: 'txr_test_qc_qst', amountCents: 788 },
      ],
    });
  });
});

/**
 * A Stripe API that knows one tax rate (`GET /v1/tax_rates/:id`), or fails on demand: for the tax rates an
 * invoice names that this service has not made itself (Stripe Tax's).
 */
async function taxRateApi() {
  let failing = false;
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const id = decodeURIComponent(/^\/v1\/tax_rates\/([^/?]+)/.exec(request.url ?? '')?.[1] ?? '');
    asked.push(id);
    response.setHeader('content-type', 'application/json');
    if (failing) {
      response.writeHead(500);
      return response.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred.' } }));
    }
    if (id !== 'txr_test_stripe_tax_hst') {
      response.writeHead(404);
      return response.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such tax rate: '${id}'` },
        }),
      );
    }
    response.end(
      JSON.stringify({
        id,
        object: 'tax_rate',
        active: true,
        country: 'CA',
        state: 'ON',
        jurisdiction: 'ONTARIO',
        display_name: 'HST',
        inclusive: false,
        percentage: 13,
        effective_percentage: 13,
        rate_type: 'percentage',
        tax_type: 'hst',
        livemode: false,
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    setFailing: (value: boolean) => {
      failing = value;
    },
  };
}

const api = await taxRateApi();

describe('a tax rate an invoice names that this service did not make', () => {
  it('is asked of Stripe before the invoice is recorded, kept, and named on its line', async () => {
    const other = await t.another({ STRIPE_API_URL: api.url });
    try {
      const sub = clientSubscription(randomUUID());
      const invoice = sub.invoice({
        taxes: [
          { taxRate: 'txr_test_stripe_tax_hst', amount: 507 },
          { taxRate: 'txr_test_gone', amount: 1 },
        ],
      });
      const deliver = (webhook: { body: string; signature: string }) =>
        other.app.inject({
          method: 'POST',
          url: '/webhooks/stripe',
          payload: webhook.body,
          headers: webhookHeaders(webhook.signature),
        });

      // Stripe cannot answer: nothing is recorded, and the error makes Stripe deliver the event again.
      api.setFailing(true);
      const webhook = t.stripe.event('invoice.finalized', invoice, { created: day0 + 7 * dayS });
      const failed = await deliver(webhook);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ statusCode: 502, code: 'PAYMENTS_PROVIDER_UNAVAILABLE' });
      expect(await t.count('stripe_events')).toBe(0);
      expect(await t.sql('SELECT id FROM invoices')).toEqual([]);

      api.setFailing(false);
      expect((await deliver(webhook)).statusCode).toBe(200);
      expect(await t.sql('SELECT tax_lines FROM invoices')).toEqual([
        {
          taxLines: [
            { label: 'HST 13%', stripeTaxRateId: 'txr_test_stripe_tax_hst', amountCents: 507 },
            { label: 'Tax', stripeTaxRateId: 'txr_test_gone', amountCents: 1 },
          ],
        },
      ]);
      expect(await t.sql('SELECT id, display_name, jurisdiction, rate_percent FROM stripe_tax_rates')).toEqual([
        { id: 'txr_test_stripe_tax_hst', displayName: 'HST', jurisdiction: 'ON', ratePercent: '13.000' },
      ]);
      // A redelivery asks Stripe nothing.
      const askedBefore = api.asked.length;
      expect((await deliver(webhook)).statusCode).toBe(200);
      expect(api.asked.length).toBe(askedBefore);
    } finally {
      await other.app.close();
    }
  });

  it('is labelled “Tax” without a Stripe key', async () => {
    const other = await t.another({ STRIPE_SECRET_KEY: '' });
    try {
      const sub = clientSubscription(randomUUID());
      const webhook = t.stripe.event(
        'invoice.finalized',
        sub.invoice({ taxes: [{ taxRate: 'txr_test_unknown', amount: 195 }] }),
        {
          created: day0,
        },
      );
      const response = await other.app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        payload: webhook.body,
        headers: webhookHeaders(webhook.signature),
      });
      expect(response.statusCode).toBe(200);
      expect(await t.sql('SELECT tax_cents, tax_lines FROM invoices')).toEqual([
        { taxCents: 195, taxLines: [{ label: 'Tax', stripeTaxRateId: 'txr_test_unknown', amountCents: 195 }] },
      ]);
    } finally {
      await other.app.close();
    }
  });
});

describe('a payment recorded after its subscription’s events', () => {
  it('publishes the subscription’s state then, with the cancellation and the failure not yet told', async () => {
    const sub = clientSubscription(randomUUID());
    await b.deliverEvent('customer.subscription.created', sub.object(), day0 + 1);
    await b.deliverEvent('invoice.payment_failed', sub.invoice({ attemptCount: 1 }), day0 + 7 * dayS);
    await b.deliverEvent(
      'customer.subscription.updated',
      sub.object({ status: 'past_due', cancelAtPeriodEnd: true, trialEnd: null }),
      day0 + 7 * dayS + 1,
    );
    expect(await t.count('outbox_events')).toBe(0);

    await b.recordPayment(sub, 'growth', day0 + 7 * dayS + 2);
    const events = await b.published();
    expect(events.map((event) => [event.type, event.actor])).toEqual([
      ['payments.invoice.payment-failed.v1', { kind: 'system' }],
      ['payments.subscription.cancelled.v1', { kind: 'system' }],
      ['payments.subscription.changed.v1', { kind: 'system' }],
    ]);
    expect(events.find((event) => event.type === 'payments.subscription.changed.v1')!.data).toMatchObject({
      clientId: sub.clientId,
      status: 'past_due',
      cancelAtPeriodEnd: true,
      changedAt: iso(day0 + 7 * dayS + 1),
    });
    // Told once: Stripe's next events about it are news only when something changed.
    await b.deliverEvent('invoice.payment_failed', sub.invoice({ attemptCount: 2 }), day0 + 9 * dayS);
    await b.deliverEvent(
      'customer.subscription.updated',
      sub.object({ status: 'past_due', cancelAtPeriodEnd: true, trialEnd: null }),
      day0 + 9 * dayS + 1,
    );
    expect(await b.published()).toHaveLength(3);
  });

  it('publishes them with the system as actor when the client’s return recorded the payment', async () => {
    const clientId = randomUUID();
    const { id } = await t.openCheckout(clientId);
    const session = t.stripe.complete(id);
    const sub = clientSubscription(clientId, { subscriptionId: session.subscription!, customerId: session.customer! });
    await b.deliverEvent('customer.subscription.created', sub.object(), day0 + 1);
    expect(await t.count('outbox_events')).toBe(0);

    expect((await t.verify(id, clientId)).json()).toEqual({ verified: true });
    expect((await t.verifiedEvents())[0]!.envelope.actor).toMatchObject({ kind: 'client', id: clientId });
    expect((await b.published()).map((event) => [event.type, event.data.status, event.actor])).toEqual([
      ['payments.subscription.changed.v1', 'trialing', { kind: 'system' }],
    ]);
  });

  it('publishes nothing more than the payment when no event about its subscription came first', async () => {
    const sub = clientSubscription(randomUUID());
    await b.recordPayment(sub);
    expect(await t.count('outbox_events')).toBe(1);
    expect(await b.published()).toEqual([]);
  });
});
