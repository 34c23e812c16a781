import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { signTestToken, testNatsUrl } from '@agency/kit/testing';
import { eventually, expectCleanShutdown, faultTestContext, sleep, recoveryMs } from './harness.js';

/**
 * onboarding dies after committing a verified payment (the client paid, its step event in the outbox, the
 * inbox row) and before acking the event. JetStream redelivers it to the restarted service; the inbox turns
 * that into a no-op: the client is paid once and its step is published once.
 */

const world = faultTestContext();
const durable = 'onboarding--payments-verified';
// A short ack wait, so the redelivery comes seconds after the crash rather than the default 30 s.
const ackWait = { NATS_ACK_WAIT_MS: '2000' };

it('applies a redelivered payment once when onboarding crashed before acking it', async () => {
  const setup = await world.start('onboarding', ackWait);
  const admin = `Bearer ${signTestToken(world.keys, { sub: randomUUID(), email: 'team@maple.example', role: 'admin' })}`;
  const added = await fetch(`${setup.url}/admin/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: admin },
    body: JSON.stringify({
      businessName: 'Crash Bakery',
      email: `crash.${randomUUID().slice(0, 8)}@example.com`,
      package: 'starter',
    }),
  });
  expect(added.status).toBe(201);
  const clientId = ((await added.json()) as { client: { id: string } }).client.id;
  await expectCleanShutdown(setup);

  const crashing = await world.start('onboarding', { AGENCY_FAULT: 'consumer:before-ack', ...ackWait });
  const payment = {
    id: randomUUID(),
    type: 'payments.payment.verified.v1',
    occurredAt: new Date().toISOString(),
    source: 'payments',
    data: {
      paymentId: randomUUID(),
      checkoutSessionId: `cs_test_${randomUUID().replace(/-/g, '')}`,
      clientId,
      package: 'growth',
      amountPaid: 3900,
      currency: 'cad',
      stripeCustomerId: 'cus_Crash',
      stripeSubscriptionId: 'sub_Crash',
      stripePaymentIntentId: null,
      verifiedVia: 'webhook',
      verifiedAt: new Date().toISOString(),
    },
  };
  const nc = await connect({ servers: testNatsUrl });
  try {
    await jetstream(nc).publish(`${world.namespace}.${payment.type}`, JSON.stringify(payment), { msgID: payment.id });
    expect(await crashing.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // The effect committed with its inbox row and its step event; the event was not acked.
    const paid = () =>
      world.query<{ payment_completed: boolean; monthly_price_cents: number | null; step_completed: number }>(
        'onboarding',
        'SELECT payment_completed, monthly_price_cents, step_completed FROM onboarding_clients WHERE id = $1',
        [clientId],
      );
    expect(await paid()).toEqual([{ payment_completed: true, monthly_price_cents: 3900, step_completed: 1 }]);
    const inboxRows = () => world.query('onboarding', 'SELECT 1 FROM inbox_events WHERE event_id = $1', [payment.id]);
    const stepRows = () =>
      world.query(
        'onboarding',
        "SELECT 1 FROM outbox_events WHERE type = 'onboarding.step.completed.v1' AND envelope->'data'->>'clientId' = $1",
        [clientId],
      );
    expect(await inboxRows()).toHaveLength(1);
    expect(await stepRows()).toHaveLength(1);

    const onboarding = await world.start('onboarding', ackWait);
    const jsm = await jetstreamManager(nc);
    await eventually(async () => {
      const info = await jsm.consumers.info(`${world.namespace}_PAYMENTS`, durable);
      // One event on the stream, delivered at least twice (consumer_seq counts every delivery).
      expect(info.delivered.stream_seq).toBe(1);
      expect(info.delivered.consumer_seq).toBeGreaterThanOrEqual(2);
      expect(info.num_ack_pending + info.num_pending).toBe(0);
    }, recoveryMs);
    // The step event, kept in the outbox through the crash, is published once.
    await eventually(async () => {
      const steps = (await world.streamEvents<{ clientId: string }>('ONBOARDING')).filter(
        (event) => event.type === 'onboarding.step.completed.v1' && event.data.clientId === clientId,
      );
      expect(steps).toHaveLength(1);
    }, recoveryMs);
    await sleep(1000);

    expect(await paid()).toEqual([{ payment_completed: true, monthly_price_cents: 3900, step_completed: 1 }]);
    expect(await inboxRows()).toHaveLength(1);
    expect(await stepRows()).toHaveLength(1);
    await expectCleanShutdown(onboarding);
  } finally {
    await nc.close();
  }
});
