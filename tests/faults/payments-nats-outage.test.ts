import { afterAll, beforeAll, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamName } from '@agency/contracts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import {
  advancedRowsSql,
  deliverWebhook,
  expectedAdvancedRows,
  payingClients,
  type AdvancedRow,
} from '../support/paying-clients.js';
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
 * in payments' outbox), and within 30 s of NATS coming back every one is published, once, and onboarding has
 * applied each: every client paid, with its package, at the contract step.
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

it(`answers ${webhooks} webhooks while NATS is down and advances every client within 30 s of its return`, async () => {
  const natsPort = await freePort();
  const natsUrl = `nats://127.0.0.1:${natsPort}`;
  nats = await startNatsServer(natsPort, storeDir);
  const [payments, onboarding] = await Promise.all([
    world.start('payments', {
      NATS_URL: natsUrl,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    }),
    world.start('onboarding', { NATS_URL: natsUrl }),
  ]);
  const clients = await payingClients({
    onboardingUrl: onboarding.url,
    paymentsUrl: payments.url,
    keys: world.keys,
    stripe,
    count: webhooks,
  });
  const clientIds = clients.map((client) => client.clientId);
  const advancedRows = () => world.query<AdvancedRow>('onboarding', advancedRowsSql, [clientIds]);

  await nats.stop();
  const statuses = await Promise.all(
    clients.map(
      async (client) =>
        (await deliverWebhook(payments.url, stripe.sessionEvent('checkout.session.completed', client.sessionId))).status,
    ),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(await world.query('payments', 'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL')).toEqual([
    { n: webhooks },
  ]);
  expect((await advancedRows()).filter((row) => row.payment_completed)).toEqual([]);

  nats = await startNatsServer(natsPort, storeDir);
  const back = Date.now();
  await eventually(async () => {
    const [row] = await world.query<{ n: number }>(
      'payments',
      'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
    );
    expect(row?.n).toBe(0);
  }, 30_000);
  const allPublished = Date.now() - back;
  const advanced = await eventually(
    async () => {
      const rows = await advancedRows();
      expect(rows.filter((row) => row.payment_completed)).toHaveLength(webhooks);
      return rows;
    },
    Math.max(0, 30_000 - (Date.now() - back)),
  );
  const allAdvanced = Date.now() - back;
  expect(allAdvanced).toBeLessThan(30_000);
  expect(advanced).toEqual(expectedAdvancedRows(clients));
  console.log(
    `NATS back -> all ${webhooks} payments published in ${allPublished} ms, all ${webhooks} clients advanced in ${allAdvanced} ms`,
  );

  const published = await publishedCheckouts(natsUrl);
  expect(published).toHaveLength(webhooks);
  expect(new Set(published)).toEqual(new Set(clients.map((client) => client.sessionId)));
  expect(
    await world.query('onboarding', "SELECT count(*)::int AS n FROM inbox_events WHERE type = 'payments.payment.verified.v1'"),
  ).toEqual([{ n: webhooks }]);
  await expectCleanShutdown(payments, onboarding);
  await nats.stop();
});
