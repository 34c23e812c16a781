import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamName } from '@agency/contracts';
import { signTestToken } from '@agency/kit/testing';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import {
  eventually,
  expectCleanShutdown,
  faultTestContext,
  freePort,
  makeTempDir,
  removeDir,
  startNatsServer,
  type Process,
} from './harness.js';

/**
 * NATS goes away while Stripe delivers 100 webhooks. Each still gets its 2xx (the payment and its event wait
 * in the outbox), and within 30 s of NATS coming back every one is published, once.
 */

const world = faultTestContext();
const webhooks = 100;
let storeDir: string;
let nats: Process | undefined;
let stripe: StripeStandIn;

beforeAll(async () => {
  storeDir = await makeTempDir('agency-faults-payments-nats-');
  stripe = await startStripeStandIn();
});

afterAll(async () => {
  await stripe?.close();
  if (storeDir) await removeDir(storeDir);
});

/** The payments.payment.verified.v1 events on the private server's PAYMENTS stream, by checkout session id. */
async function publishedCheckouts(natsUrl: string): Promise<string[]> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = streamName('PAYMENTS', world.namespace);
    const { state } = await jsm.streams.info(stream);
    const ids: string[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const message = await jsm.streams.getMessage(stream, { seq });
      const envelope = message?.json<{ type: string; data: { checkoutSessionId: string } }>();
      if (envelope?.type === 'payments.payment.verified.v1') ids.push(envelope.data.checkoutSessionId);
    }
    return ids;
  } finally {
    await nc.close();
  }
}

it(`answers ${webhooks} webhooks while NATS is down and publishes each payment once within 30 s of its return`, async () => {
  const natsPort = await freePort();
  const natsUrl = `nats://127.0.0.1:${natsPort}`;
  nats = await startNatsServer(natsPort, storeDir);
  const payments = await world.start('payments', {
    NATS_URL: natsUrl,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });

  const sessions: string[] = [];
  for (let i = 0; i < webhooks; i++) {
    const clientId = randomUUID();
    const token = signTestToken(world.keys, { sub: randomUUID(), email: `c${i}@shop.example`, role: 'client', clientId });
    const opened = await fetch(`${payments.url}/checkout-sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ package: 'growth' }),
    });
    expect(opened.status).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    stripe.complete(id);
    sessions.push(id);
  }

  await nats.stop();
  const statuses = await Promise.all(
    sessions.map(async (id) => {
      const webhook = stripe.sessionEvent('checkout.session.completed', id);
      const response = await fetch(`${payments.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
        body: webhook.body,
      });
      return response.status;
    }),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(await world.query('payments', 'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL')).toEqual([
    { n: webhooks },
  ]);

  nats = await startNatsServer(natsPort, storeDir);
  const back = Date.now();
  await eventually(async () => {
    const [row] = await world.query<{ n: number }>(
      'payments',
      'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
    );
    expect(row?.n).toBe(0);
  }, 30_000);
  expect(Date.now() - back).toBeLessThan(30_000);

  const published = await publishedCheckouts(natsUrl);
  expect(published).toHaveLength(webhooks);
  expect(new Set(published)).toEqual(new Set(sessions));
  await expectCleanShutdown(payments);
  await nats.stop();
});
