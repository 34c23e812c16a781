import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { paymentsVerifiedDurable } from '../src/modules/steps/steps.events.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService();

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

/** payments.payment.verified.v1 as payments records it for a paid Growth checkout with a 7-day trial. */
function verified(clientId: string, data: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    type: 'payments.payment.verified.v1',
    occurredAt: new Date().toISOString(),
    source: 'payments',
    correlationId: `req-${randomUUID().slice(0, 8)}`,
    causationId: null,
    data: {
      paymentId: randomUUID(),
      checkoutSessionId: `cs_test_${randomUUID().replace(/-/g, '')}`,
      clientId,
      package: 'professional',
      amountPaid: 7900,
      currency: 'cad',
      stripeCustomerId: 'cus_Test123',
      stripeSubscriptionId: 'sub_Test123',
      stripePaymentIntentId: null,
      verifiedVia: 'webhook',
      verifiedAt: '2026-11-22T10:15:30.000Z',
      ...data,
    },
  };
}

/** Publishes under a fresh Nats-Msg-Id, so the broker never drops a repeat: the inbox must. */
const publish = (event: { type: string } | string, type = 'payments.payment.verified.v1') =>
  js.publish(
    `${t.namespace}.${typeof event === 'string' ? type : event.type}`,
    typeof event === 'string' ? event : JSON.stringify(event),
    {
      msgID: randomUUID(),
    },
  );

async function caughtUp() {
  await vi.waitFor(
    async () => {
      const info = await jsm.consumers.info(`${t.namespace}_PAYMENTS`, paymentsVerifiedDurable);
      expect(info.num_pending + info.num_ack_pending).toBe(0);
    },
    { timeout: 10_000, interval: 50 },
  );
}

interface PaidRow {
  paymentCompleted: boolean;
  paymentCompletedAt: string | null;
  package: string;
  projectType: string;
  monthlyPriceCents: number | null;
  stepCompleted: number;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
  lastActivityAt: string;
}

const rowOf = async (clientId: string) =>
  (
    await t.sql<PaidRow>(
      `SELECT payment_completed, payment_completed_at, package, project_type, monthly_price_cents, step_completed,
              stripe_checkout_session_id, stripe_payment_intent_id, last_activity_at
       FROM onboarding_clients WHERE id = :clientId`,
      { clientId },
    )
  )[0]!;

const stepEventsOf = (clientId: string) =>
  t.sql<{ envelope: { data: Record<string, unknown>; causationId: string | null; correlationId: string } }>(
    `SELECT envelope FROM outbox_events WHERE type = 'onboarding.step.completed.v1' AND envelope->'data'->>'clientId' = :clientId
     ORDER BY occurred_at`,
    { clientId },
  );

describe('a payment payments verified', () => {
  it('pays the client with the package bought, its label, the amount and the Stripe ids, and moves it to step 1', async () => {
    const { client } = await t.addClient({ package: 'growth' });
    const event = verified(client.id);
    await publish(event);
    await vi.waitFor(async () => expect((await rowOf(client.id)).paymentCompleted).toBe(true), { timeout: 10_000 });

    const row = await rowOf(client.id);
    expect(row).toMatchObject({
      package: 'professional',
      projectType: 'Professional Package ($79)',
      monthlyPriceCents: 7900,
      stepCompleted: 1,
      stripeCheckoutSessionId: event.data.checkoutSessionId,
      // A trial subscription has no payment intent: its subscription stands in.
      stripePaymentIntentId: 'sub_Test123',
    });
    expect(new Date(row.paymentCompletedAt!).toISOString()).toBe('2026-11-22T10:15:30.000Z');

    const own = (await t.get('/client', t.clientBearer(client.id))).json();
    expect(own).toMatchObject({
      paymentCompleted: true,
      projectType: 'Professional Package ($79)',
      monthlyPriceCents: 7900,
      stepCompleted: 1,
    });
    const detail = (await t.get(`/admin/clients/${client.id}`)).json();
    expect(detail).toMatchObject({
      status: 'contract-pending',
      paymentCompletedAt: '2026-11-22T10:15:30.000Z',
      monthlyPriceCents: 7900,
    });

    const [step, ...more] = await stepEventsOf(client.id);
    expect(more).toEqual([]);
    expect(step!.envelope).toMatchObject({
      correlationId: event.correlationId,
      causationId: event.id,
      data: {
        clientId: client.id,
        step: 'payment',
        stepCompleted: 1,
        onboardingComplete: false,
        email: client.email,
        completedAt: '2026-11-22T10:15:30.000Z',
      },
    });
  });

  it('keeps the payment intent when the checkout had one', async () => {
    const { client } = await t.addClient();
    await publish(
      verified(client.id, {
        stripePaymentIntentId: 'pi_Test456',
        stripeSubscriptionId: null,
        package: 'starter',
        amountPaid: 1900,
      }),
    );
    await vi.waitFor(async () => expect((await rowOf(client.id)).paymentCompleted).toBe(true), { timeout: 10_000 });
    expect(await rowOf(client.id)).toMatchObject({
      stripePaymentIntentId: 'pi_Test456',
      projectType: 'Starter Package ($19)',
      monthlyPriceCents: 1900,
    });
  });

  it('applies a redelivered event once: one payment, one step event, one inbox row', async () => {
    const { client } = await t.addClient();
    const event = verified(client.id);
    await publish(event);
    await vi.waitFor(async () => expect((await rowOf(client.id)).paymentCompleted).toBe(true), { timeout: 10_000 });
    const first = await rowOf(client.id);
    await publish(event);
    await publish(event);
    await caughtUp();
    expect(await rowOf(client.id)).toEqual(first);
    expect(await stepEventsOf(client.id)).toHaveLength(1);
    const inbox = await t.sql<{ consumer: string }>('SELECT consumer FROM inbox_events WHERE event_id = :eventId', {
      eventId: event.id,
    });
    expect(inbox).toEqual([{ consumer: paymentsVerifiedDurable }]);
  });

  it('keeps the first payment when a second checkout is paid, and never lowers a later step', async () => {
    const { client } = await t.addClient();
    const first = verified(client.id, { package: 'starter', amountPaid: 1900 });
    await publish(first);
    await vi.waitFor(async () => expect((await rowOf(client.id)).paymentCompleted).toBe(true), { timeout: 10_000 });
    await t.setSteps(client.id, { contract_signed: true, step_completed: 3 });
    await publish(verified(client.id, { package: 'professional', amountPaid: 7900 }));
    await caughtUp();
    expect(await rowOf(client.id)).toMatchObject({
      package: 'starter',
      monthlyPriceCents: 1900,
      stepCompleted: 3,
      stripeCheckoutSessionId: first.data.checkoutSessionId,
    });
    expect(await stepEventsOf(client.id)).toHaveLength(1);
  });

  it('keeps a demo payment as it is when a real one follows', async () => {
    const { client } = await t.addClient();
    await t.setSteps(client.id, { payment_completed: true, step_completed: 1, project_type: 'Growth Package ($39)' });
    await publish(verified(client.id));
    await caughtUp();
    expect(await rowOf(client.id)).toMatchObject({ package: 'growth', monthlyPriceCents: null, stripeCheckoutSessionId: null });
  });

  it('acknowledges a payment for a client it does not have, changing nothing', async () => {
    const { client } = await t.addClient();
    const stranger = verified(randomUUID());
    await publish(stranger);
    await caughtUp();
    expect((await rowOf(client.id)).paymentCompleted).toBe(false);
    expect(await t.sql('SELECT 1 FROM inbox_events WHERE event_id = :eventId', { eventId: stranger.id })).toHaveLength(1);
    expect(await t.sql("SELECT 1 FROM outbox_events WHERE type = 'onboarding.step.completed.v1'")).toEqual([]);
  });

  it('dead-letters a payment that fails its schema and applies the next one', async () => {
    const { client } = await t.addClient();
    const bad = verified(client.id, { package: 'enterprise' });
    await publish(bad);
    await publish('not JSON at all');
    await publish(verified(client.id));
    await vi.waitFor(async () => expect((await rowOf(client.id)).paymentCompleted).toBe(true), { timeout: 10_000 });
    await caughtUp();
    const letters = await t.sql<{ eventId: string | null; reason: string }>(
      'SELECT event_id, reason FROM dead_letters WHERE consumer = :paymentsVerifiedDurable ORDER BY dead_at',
      { paymentsVerifiedDurable },
    );
    expect(letters.map((letter) => letter.reason)).toEqual(['schema', 'schema']);
    expect(letters[0]!.eventId).toBe(bad.id);
  });
});
