import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStripeStandIn, type SignedWebhook, type StripeStandIn } from '../support/stripe-stand-in.js';
import { deliverWebhook, payingClients, type PayingClient } from '../support/paying-clients.js';
import { eventually, expectCleanShutdown, faultTestContext, recoveryMs, shuffle, sleep } from './harness.js';

/**
 * A hundred clients' subscriptions live their months at Stripe (the trial ends, a charge is paid or fails, the
 * card is updated, the plan switched, the subscription cancelled at the period's end or ended), and Stripe
 * delivers every event three times, all shuffled together, 8 at a time. Over the three services that follow:
 * payments ends each subscription in the state of its newest event, onboarding's record of each client says
 * the same (status, cancellation, plan), and notifications e-mails the team once per failed invoice and once
 * per cancellation, and each client once about its trial's end.
 */

const world = faultTestContext();
// Six of each of the six kinds of life in `npm test` (1,344 deliveries for 100 clients took 87 s there, nearly all of
// it paying the clients in); BILLING_FAULT_CLIENTS=100 runs the larger crowd.
const clientCount = Number(process.env.BILLING_FAULT_CLIENTS ?? 36);
const deliveriesEach = 3;
const concurrency = 8;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe?.close();
});

interface Subscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  items: { data: { price: { lookup_key: string | null } }[] };
}

/** What a client's subscription ends as, and the notices its life should cause. */
interface Life {
  client: PayingClient;
  subscriptionId: string;
  events: SignedWebhook[];
  status: string;
  cancelAtPeriodEnd: boolean;
  package: string;
  failedInvoices: number;
  cancelled: boolean;
}

const createdOf = (webhook: SignedWebhook) => (JSON.parse(webhook.body) as { created: number }).created;

/**
 * One client's months, by its place in the list: six kinds of life, from a trial about to end to a subscription
 * that failed a charge, was set to cancel and then ended.
 */
function live(client: PayingClient, index: number): Life {
  const session = stripe.session(client.sessionId)!;
  const subscriptionId = session.subscription!;
  const current = () => stripe.billing.subscription(subscriptionId) as unknown as Subscription;
  // Stripe tells of the trial's end three days before it; every later change is dated after it.
  const events: SignedWebhook[] = [
    stripe.event('customer.subscription.trial_will_end', current(), { created: Math.floor(Date.now() / 1000) - 3600 }),
  ];
  let failedInvoices = 0;
  let cancelled = false;
  const kind = index % 6;
  if (kind >= 1) {
    const outcome = kind === 3 || kind === 4 ? 'paid' : 'failed';
    events.push(...stripe.charge(subscriptionId, outcome).events);
    if (outcome === 'failed') failedInvoices++;
  }
  if (kind === 2) events.push(...stripe.updateCard(session.customer!).events);
  if (kind === 3) events.push(...stripe.switchPlan(subscriptionId, 'professional').events);
  if (kind === 4 || kind === 5) {
    events.push(...stripe.cancelAtPeriodEnd(subscriptionId).events);
    cancelled = true;
  }
  let subscription = current();
  if (kind === 5) {
    // The period ends: Stripe deletes the subscription, after everything else.
    subscription = { ...subscription, status: 'canceled' };
    const last = Math.max(...events.map(createdOf));
    events.push(stripe.event('customer.subscription.deleted', subscription, { created: last + 1 }));
  }
  return {
    client,
    subscriptionId,
    events,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    package: subscription.items.data[0]!.price.lookup_key!.replace(/-monthly-cad$/, ''),
    failedInvoices,
    cancelled,
  };
}

it(`follows ${clientCount} clients' subscriptions to their newest state, and tells the team and the clients once, when Stripe delivers every event ${deliveriesEach} times, shuffled`, async () => {
  const [payments, onboarding, notifications] = await Promise.all([
    world.start('payments', {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    }),
    world.start('onboarding'),
    world.start('notifications'),
  ]);
  const clients = await payingClients({
    onboardingUrl: onboarding.url,
    paymentsUrl: payments.url,
    keys: world.keys,
    stripe,
    count: clientCount,
    packageOf: () => 'growth',
  });
  // Checkout's webhooks first: each payment recorded, so each subscription is known to be its client's.
  for (const client of clients) {
    expect((await deliverWebhook(payments.url, stripe.sessionEvent('checkout.session.completed', client.sessionId))).status).toBe(
      200,
    );
  }
  const ids = clients.map((client) => client.clientId);
  await eventually(async () => {
    const [row] = await world.query<{ n: number }>(
      'onboarding',
      'SELECT count(*)::int AS n FROM onboarding_clients WHERE id = ANY($1::uuid[]) AND payment_completed',
      [ids],
    );
    expect(row?.n).toBe(clientCount);
  }, recoveryMs);

  const lives = clients.map(live);
  const deliveries = shuffle(
    lives.flatMap((life) => life.events.flatMap((event) => Array.from({ length: deliveriesEach }, () => event))),
  );
  const statuses: number[] = [];
  let cursor = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (cursor < deliveries.length) {
        const response = await deliverWebhook(payments.url, deliveries[cursor++]!);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  // payments: each subscription as its newest event says.
  const expected = lives
    .map((life) => ({
      id: life.subscriptionId,
      status: life.status,
      cancel_at_period_end: life.cancelAtPeriodEnd,
      package: life.package,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const subscriptions = await world.query<(typeof expected)[number]>(
    'payments',
    'SELECT id, status, cancel_at_period_end, package FROM stripe_subscriptions WHERE id = ANY($1::text[])',
    [lives.map((life) => life.subscriptionId)],
  );
  expect(subscriptions.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected);
  expect(new Set(expected.map((row) => row.status))).toEqual(new Set(['trialing', 'past_due', 'active', 'canceled']));

  // onboarding: each client's record follows, the plan switched where it was.
  const labels: Record<string, string> = { growth: 'Growth Package ($39)', professional: 'Professional Package ($79)' };
  const records = lives
    .map((life) => ({
      id: life.client.clientId,
      billing_status: life.status,
      billing_cancel_at_period_end: life.cancelAtPeriodEnd,
      package: life.package,
      project_type: labels[life.package],
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  await eventually(async () => {
    const rows = await world.query<(typeof records)[number]>(
      'onboarding',
      `SELECT id, billing_status, billing_cancel_at_period_end, package, project_type
       FROM onboarding_clients WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [ids],
    );
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(records);
  }, recoveryMs);

  // notifications: once each.
  const failed = lives.reduce((sum, life) => sum + life.failedInvoices, 0);
  const cancellations = lives.filter((life) => life.cancelled).length;
  const count = (prefix: string) =>
    world
      .mailCatcher()
      .messages()
      .filter((mail) => mail.subject.startsWith(prefix)).length;
  await eventually(() => {
    expect(count('Payment failed: ')).toBe(failed);
    expect(count('Subscription cancelled: ')).toBe(cancellations);
    expect(count('Your free trial ends on ')).toBe(clientCount);
  }, recoveryMs);
  // Nothing more comes later.
  await sleep(1500);
  expect([count('Payment failed: '), count('Subscription cancelled: '), count('Your free trial ends on ')]).toEqual([
    failed,
    cancellations,
    clientCount,
  ]);
  console.log(
    `billing: ${deliveries.length} deliveries of ${deliveries.length / deliveriesEach} events for ${clientCount} clients in ` +
      `${seconds.toFixed(1)} s (${Math.round(deliveries.length / seconds)}/s, ${concurrency} at a time); ` +
      `${failed} failed-payment and ${cancellations} cancellation e-mails to the team, ${clientCount} trial e-mails`,
  );

  await expectCleanShutdown(payments, onboarding, notifications);
});
