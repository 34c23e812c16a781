/**
 * How long a paid checkout takes from Stripe's webhook to its client advanced in onboarding: 200 payments, one
 * webhook at a time, through the real SDK's signature check, the transaction that records the event and the
 * payment, payments' outbox relay, JetStream, onboarding's consumer (inbox, the client's record paid and
 * moved to the contract step) and onboarding's relay. Prints p50 / p95 / max (the aim is p95 ≤ 100 ms) for
 * the whole way and, beside it, for the first leg alone (the verified event in a consumer's hands).
 *
 * Each clock stops when that client's `onboarding.step.completed.v1` arrives from the ONBOARDING stream.
 * onboarding writes that event in the very transaction that marks the client paid, so its arrival proves the
 * advance committed; and it is pushed, where polling the row would add up to its interval to every figure and
 * load the database being measured. It over-counts by the step event's own publish (the consumer wakes the
 * relay on commit), which only makes the figure conservative. At the end every row is read back to confirm.
 *
 * Clients are added through onboarding's Add Client and each opens its Checkout in payments with its own
 * token before the clocks start. Run with `npm run bench:payments` after `npm run build:services`; it drives
 * only 127.0.0.1 and cleans up.
 */
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { streamName, subjectOf } from '@agency/contracts';
import { startStripeStandIn } from '../support/stripe-stand-in.js';
import { deliverWebhook, payingClients } from '../support/paying-clients.js';
import { printTable, startService, withBenchEnvironment } from './harness.js';

const payments = Number(process.env.BENCH_PAYMENTS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * A consumer of `producer`'s stream for one event type, as a subscribing service's would be: each event's
 * arrival settles the waiter registered under `keyOf(its data)`.
 */
async function arrivals<Data>(
  nc: NatsConnection,
  namespace: string,
  producer: string,
  type: string,
  keyOf: (data: Data) => string,
) {
  const stream = streamName(producer, namespace);
  const durable = `bench--${type.replace(/\./g, '-')}`;
  await (
    await jetstreamManager(nc)
  ).consumers.add(stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.New,
    filter_subject: subjectOf(type, namespace),
  });
  const waiters = new Map<string, () => void>();
  const messages = await (await jetstream(nc).consumers.get(stream, durable)).consume();
  void (async () => {
    for await (const message of messages) {
      waiters.get(keyOf(message.json<{ data: Data }>().data))?.();
      message.ack();
    }
  })();
  return {
    /** Resolves when the event keyed `key` arrives; call before the request that causes it. */
    next: (key: string) => new Promise<void>((resolve) => waiters.set(key, resolve)),
    close: () => messages.close(),
  };
}

await withBenchEnvironment(async (environment) => {
  const stripe = await startStripeStandIn();
  const nc = await connect({ servers: environment.natsUrl });
  try {
    const [paymentsService, onboarding] = await Promise.all([
      startService(environment, 'payments', {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      }),
      startService(environment, 'onboarding'),
    ]);

    // Clients the team added, whose checkouts they completed at Stripe, before the clocks start.
    const clients = await payingClients({
      onboardingUrl: onboarding.url,
      paymentsUrl: paymentsService.url,
      keys: environment.keys,
      stripe,
      count: payments,
    });

    const verified = await arrivals<{ checkoutSessionId: string }>(
      nc,
      environment.namespace,
      'PAYMENTS',
      'payments.payment.verified.v1',
      (data) => data.checkoutSessionId,
    );
    const advanced = await arrivals<{ clientId: string; step: string }>(
      nc,
      environment.namespace,
      'ONBOARDING',
      'onboarding.step.completed.v1',
      (data) => `${data.clientId}:${data.step}`,
    );

    const toVerified: number[] = [];
    const toAdvanced: number[] = [];
    for (const client of clients) {
      const webhook = stripe.sessionEvent('checkout.session.completed', client.sessionId);
      const started = performance.now();
      const clocks = [
        verified.next(client.sessionId).then(() => toVerified.push(performance.now() - started)),
        advanced.next(`${client.clientId}:payment`).then(() => toAdvanced.push(performance.now() - started)),
      ];
      const response = await deliverWebhook(paymentsService.url, webhook);
      if (response.status !== 200) throw new Error(`the webhook answered ${response.status}`);
      await Promise.all(clocks);
    }
    await verified.close();
    await advanced.close();

    const database = new pg.Client({ connectionString: onboarding.databaseUrl });
    await database.connect();
    try {
      const { rows } = await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM onboarding_clients WHERE payment_completed AND step_completed = 1 AND id = ANY($1::uuid[])',
        [clients.map((client) => client.clientId)],
      );
      if (rows[0]?.n !== payments) throw new Error(`${rows[0]?.n} of ${payments} clients are advanced in onboarding`);
    } finally {
      await database.end();
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const figures = (latencies: number[]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return [ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(sorted[sorted.length - 1]!)];
    };
    console.log(`\npayments -> onboarding: from Stripe's webhook, ${payments} payments one at a time`);
    printTable([
      ['until', 'p50', 'p95', 'max'],
      ['client advanced (onboarding.step.completed.v1 received)', ...figures(toAdvanced)],
      ['payments.payment.verified.v1 received', ...figures(toVerified)],
    ]);
  } finally {
    await nc.close();
    await stripe.close();
  }
});
