import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import type { SubscriptionChanged } from '@agency/contracts/events/payments';
import { subscriptionChangedDurable } from '../src/modules/billing/billing.events.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({ DEMO_MODE: 'true' });

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

/** A fixed clock: the Stripe events the reports follow happened at these times. */
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 15, minute)).toISOString();
const periodEnd = '2026-12-20T15:00:00.000Z';

/** payments.subscription.changed.v1 as payments records it for a client's Growth subscription. */
function changed(clientId: string, data: Partial<SubscriptionChanged> = {}) {
  return {
    id: randomUUID(),
    type: 'payments.subscription.changed.v1',
    occurredAt: data.changedAt ?? at(0),
    source: 'payments',
    correlationId: `req-${randomUUID().slice(0, 8)}`,
    causationId: null,
    actor: { kind: 'system' },
    data: {
      clientId,
      subscriptionId: 'sub_Billing123',
      status: 'active',
      cancelAtPeriodEnd: false,
      package: 'growth',
      amountCents: 3900,
      currency: 'cad',
      currentPeriodEnd: periodEnd,
      trialEnd: null,
      changedAt: at(0),
      ...data,
    } satisfies SubscriptionChanged,
  };
}

/** Publishes under a fresh Nats-Msg-Id, so the broker never drops a repeat: the inbox must. */
const publish = (event: Record<string, unknown> & { type: string }) =>
  js.publish(`${t.namespace}.${event.type}`, JSON.stringify(event), { msgID: randomUUID() });

async function caughtUp() {
  await vi.waitFor(
    async () => {
      const info = await jsm.consumers.info(`${t.namespace}_PAYMENTS`, subscriptionChangedDurable);
      expect(info.num_pending + info.num_ack_pending).toBe(0);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** A client paid through payments' checkout for Growth, as the payment step leaves it. */
async function paidClient(fields: Record<string, unknown> = {}) {
  const { client } = await t.addClient({ package: 'growth', ...fields });
  await t.setSteps(client.id, {
    payment_completed: true,
    payment_completed_at: '2026-11-13T15:00:00Z',
    step_completed: 1,
    monthly_price_cents: 3900,
    project_type: 'Growth Package ($39)',
    stripe_checkout_session_id: `cs_test_${randomUUID().slice(0, 8)}`,
  });
  return client;
}

const billingOf = async (clientId: string) => (await t.get(`/admin/clients/${clientId}`)).json().billing;

const updatedEvents = async (clientId: string) =>
  (await t.eventsFor(clientId)).filter(({ type }) => type === 'onboarding.client.updated.v1');

describe('the billing state payments reports', () => {
  it('shows on the client’s page, its list row and its own view', async () => {
    const client = await paidClient();
    expect(await billingOf(client.id)).toBeNull();
    await publish(changed(client.id, { status: 'trialing', changedAt: at(1) }));
    await vi.waitFor(async () => expect(await billingOf(client.id)).not.toBeNull(), { timeout: 10_000 });

    const billing = {
      status: 'trialing',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd,
      demo: false,
      updatedAt: at(1),
    };
    expect(await billingOf(client.id)).toEqual(billing);
    const rows = (await t.get('/admin/clients')).json().items;
    expect(rows.find((row: { id: string }) => row.id === client.id).billing).toEqual(billing);
    expect((await t.get('/client', t.clientBearer(client.id))).json().billing).toEqual(billing);
  });

  it('keeps the newest report whatever order they come in, and applies a redelivery once', async () => {
    const client = await paidClient();
    const newest = changed(client.id, { status: 'past_due', changedAt: at(30) });
    await publish(newest);
    await vi.waitFor(async () => expect((await billingOf(client.id))?.status).toBe('past_due'), { timeout: 10_000 });
    // Older reports arriving late, one at the very same time as the one held, and the newest again.
    await publish(changed(client.id, { status: 'active', changedAt: at(10) }));
    await publish(changed(client.id, { status: 'canceled', cancelAtPeriodEnd: true, changedAt: at(30) }));
    await publish(changed(client.id, { status: 'trialing', package: 'professional', amountCents: 7900, changedAt: at(5) }));
    await publish(newest);
    await caughtUp();
    expect(await billingOf(client.id)).toEqual({
      status: 'past_due',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd,
      demo: false,
      updatedAt: at(30),
    });
    // The older switch to Professional moved nothing.
    expect((await t.get(`/admin/clients/${client.id}`)).json()).toMatchObject({
      package: 'growth',
      projectType: 'Growth Package ($39)',
      monthlyPriceCents: 3900,
    });
    expect(await updatedEvents(client.id)).toEqual([]);
    const inbox = await t.sql('SELECT consumer FROM inbox_events WHERE event_id = :id', { id: newest.id });
    expect(inbox).toEqual([{ consumer: subscriptionChangedDurable }]);

    // A newer report wins again.
    await publish(changed(client.id, { status: 'active', changedAt: at(31), currentPeriodEnd: null }));
    await vi.waitFor(async () => expect((await billingOf(client.id))?.status).toBe('active'), { timeout: 10_000 });
    expect((await billingOf(client.id)).currentPeriodEnd).toBeNull();
  });

  it('follows a plan switch: package, label and amount everywhere, recorded once as the system’s change', async () => {
    const client = await paidClient();
    await t.sql("UPDATE onboarding_clients SET created_at = now() - interval '1 hour' WHERE id = :id", { id: client.id });
    const lastActivity = (await t.get(`/admin/clients/${client.id}`)).json().lastActivityAt;
    const switched = changed(client.id, { package: 'professional', amountCents: 7900, changedAt: at(20) });
    await publish(switched);
    await publish(switched);
    await vi.waitFor(async () => expect((await billingOf(client.id))?.updatedAt).toBe(at(20)), { timeout: 10_000 });
    await caughtUp();

    const detail = (await t.get(`/admin/clients/${client.id}`)).json();
    expect(detail).toMatchObject({
      package: 'professional',
      projectType: 'Professional Package ($79)',
      monthlyPriceCents: 7900,
      lastActivityAt: lastActivity,
    });
    expect((await t.get('/client', t.clientBearer(client.id))).json()).toMatchObject({
      package: 'professional',
      projectType: 'Professional Package ($79)',
      monthlyPriceCents: 7900,
    });
    const row = (await t.get('/admin/clients')).json().items.find((item: { id: string }) => item.id === client.id);
    expect(row).toMatchObject({ projectType: 'Professional Package ($79)', monthlyPriceCents: 7900 });
    const diagnostic = (await t.get('/admin/payment-status')).json().clients;
    expect(diagnostic.find((item: { id: string }) => item.id === client.id)).toMatchObject({
      projectType: 'Professional Package ($79)',
      monthlyPriceCents: 7900,
    });

    const [updated, ...more] = await updatedEvents(client.id);
    expect(more).toEqual([]);
    expect(updated!.envelope).toMatchObject({
      actor: { kind: 'system' },
      data: {
        clientId: client.id,
        label: 'Prairie Bakery',
        changes: { projectType: { before: 'Growth Package ($39)', after: 'Professional Package ($79)' } },
        updatedAt: at(20),
      },
    });

    // Status changes on the same plan record no change of the record.
    await publish(changed(client.id, { package: 'professional', amountCents: 7900, status: 'past_due', changedAt: at(21) }));
    await vi.waitFor(async () => expect((await billingOf(client.id))?.status).toBe('past_due'), { timeout: 10_000 });
    expect(await updatedEvents(client.id)).toHaveLength(1);
  });

  it('keeps a plan switched before payments’ verified payment arrived', async () => {
    const { client } = await t.addClient({ package: 'growth' });
    await publish(changed(client.id, { package: 'starter', amountCents: 1900, status: 'trialing', changedAt: at(40) }));
    await vi.waitFor(async () => expect((await billingOf(client.id))?.status).toBe('trialing'), { timeout: 10_000 });
    await publish({
      id: randomUUID(),
      type: 'payments.payment.verified.v1',
      occurredAt: at(2),
      source: 'payments',
      correlationId: 'req-verified',
      causationId: null,
      data: {
        paymentId: randomUUID(),
        checkoutSessionId: 'cs_test_late',
        clientId: client.id,
        package: 'growth',
        amountPaid: 3900,
        currency: 'cad',
        stripeCustomerId: 'cus_Test1',
        stripeSubscriptionId: 'sub_Billing123',
        stripePaymentIntentId: null,
        verifiedVia: 'webhook',
        verifiedAt: at(2),
      },
    });
    await vi.waitFor(async () => expect((await t.get(`/admin/clients/${client.id}`)).json().paymentCompleted).toBe(true), {
      timeout: 10_000,
    });
    expect((await t.get(`/admin/clients/${client.id}`)).json()).toMatchObject({
      package: 'starter',
      projectType: 'Starter Package ($19)',
      monthlyPriceCents: 1900,
      billing: { status: 'trialing', demo: false },
    });
  });

  it('acknowledges a report about a client it does not have', async () => {
    await publish(changed(randomUUID()));
    await caughtUp();
    expect(await t.count('onboarding_clients')).toBe(0);
  });
});

describe('a demo payment', () => {
  it('is a demo trial since the payment, nothing at Stripe; no payment is no billing', async () => {
    const { client, accessCode } = await t.addClient();
    const bearer = t.accessCodeBearer(client.id, accessCode.id);
    expect((await t.get('/client', bearer)).json().billing).toBeNull();
    const paid = await t.post('/client/demo-payment', { package: 'starter' }, bearer);
    expect(paid.statusCode, paid.body).toBe(200);
    const { paymentCompletedAt } = (await t.get(`/admin/clients/${client.id}`)).json();
    const demo = {
      status: 'trialing',
      demo: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      updatedAt: paymentCompletedAt,
    };
    expect(paid.json().billing).toEqual(demo);
    expect(await billingOf(client.id)).toEqual(demo);
    expect((await t.get('/client', bearer)).json().billing).toEqual(demo);
    // Neither past due nor cancelled.
    expect((await t.get('/admin/clients?filter=past-due')).json().total).toBe(0);
    expect((await t.get('/admin/clients?filter=cancelled')).json().total).toBe(0);
  });
});

describe('the list’s billing filters', () => {
  it('lists past due and unpaid under past-due, cancelled now or at the period’s end under cancelled', async () => {
    const states: Array<[string, Partial<SubscriptionChanged> | null]> = [
      ['Active Ash', { status: 'active' }],
      ['Late Larch', { status: 'past_due' }],
      ['Unpaid Uplands', { status: 'unpaid' }],
      ['Gone Gardens', { status: 'canceled' }],
      ['Leaving Linden', { status: 'active', cancelAtPeriodEnd: true }],
      ['Trial Thuja', { status: 'trialing' }],
      ['No Payment Nursery', null],
    ];
    const ids: Record<string, string> = {};
    for (const [businessName, state] of states) {
      const client = state ? await paidClient({ businessName }) : (await t.addClient({ businessName })).client;
      ids[businessName] = client.id;
      if (state) await publish(changed(client.id, { ...state, changedAt: at(50) }));
    }
    await vi.waitFor(
      async () =>
        expect(Number((await t.sql<{ n: string }>('SELECT count(billing_status) AS n FROM onboarding_clients'))[0]!.n)).toBe(6),
      { timeout: 10_000 },
    );
    const names = async (filter: string) =>
      ((await t.get(`/admin/clients?filter=${filter}`)).json().items as Array<{ businessName: string }>)
        .map((item) => item.businessName)
        .sort();
    expect(await names('past-due')).toEqual(['Late Larch', 'Unpaid Uplands']);
    expect(await names('cancelled')).toEqual(['Gone Gardens', 'Leaving Linden']);
    const page = (await t.get('/admin/clients?filter=cancelled&q=linden')).json();
    expect(page).toMatchObject({ total: 1, items: [{ businessName: 'Leaving Linden', billing: { cancelAtPeriodEnd: true } }] });
    expect((await t.get('/admin/clients?filter=all')).json().total).toBe(7);
  });
});
