/**
 * How long a paid checkout takes from Stripe's webhook to its `payments.payment.verified.v1` in a consumer's
 * hands (the leg onboarding's consumer then applies): 200 payments, one webhook at a time, through the real
 * SDK's signature check, the transaction that records the event and the payment, the outbox relay and
 * JetStream. Prints p50 / p95 / max (the aim for webhook → client advanced is p95 ≤ 100 ms). Run with
 * `npm run bench:payments` after `npx tsc -b services/payments`; it drives only 127.0.0.1 and cleans up.
 */
import { randomUUID } from 'node:crypto';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamName, subjectOf } from '@agency/contracts';
import { signTestToken } from '@agency/kit/testing';
import { startStripeStandIn } from '../support/stripe-stand-in.js';
import { printTable, startService, withBenchEnvironment } from './harness.js';

const payments = Number(process.env.BENCH_PAYMENTS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

await withBenchEnvironment(async (environment) => {
  const stripe = await startStripeStandIn();
  const nc = await connect({ servers: environment.natsUrl });
  try {
    const service = await startService(environment, 'payments', {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });

    // Checkouts the clients completed at Stripe, before the clock starts.
    const sessions: string[] = [];
    for (let i = 0; i < payments; i++) {
      const token = signTestToken(environment.keys, {
        sub: randomUUID(),
        email: `bench${i}@shop.example`,
        role: 'client',
        clientId: randomUUID(),
      });
      const opened = await fetch(`${service.url}/checkout-sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ package: 'growth' }),
      });
      if (opened.status !== 201) throw new Error(`checkout answered ${opened.status}`);
      const { id } = (await opened.json()) as { id: string };
      stripe.complete(id);
      sessions.push(id);
    }

    // A consumer of payments' stream, as onboarding's is: each event's arrival stops its payment's clock.
    const stream = streamName('PAYMENTS', environment.namespace);
    const durable = 'bench--payments-verified';
    await (
      await jetstreamManager(nc)
    ).consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      filter_subject: subjectOf('payments.payment.verified.v1', environment.namespace),
    });
    const arrivals = new Map<string, () => void>();
    const messages = await (await jetstream(nc).consumers.get(stream, durable)).consume();
    void (async () => {
      for await (const message of messages) {
        arrivals.get(message.json<{ data: { checkoutSessionId: string } }>().data.checkoutSessionId)?.();
        message.ack();
      }
    })();

    const latencies: number[] = [];
    for (const id of sessions) {
      const webhook = stripe.sessionEvent('checkout.session.completed', id);
      const arrived = new Promise<void>((resolve) => arrivals.set(id, resolve));
      const started = performance.now();
      const response = await fetch(`${service.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
        body: webhook.body,
      });
      if (response.status !== 200) throw new Error(`the webhook answered ${response.status}`);
      await arrived;
      latencies.push(performance.now() - started);
    }
    await messages.close();

    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\npayments: Stripe webhook -> payments.payment.verified.v1 delivered to a consumer, ${payments} payments`);
    printTable([
      ['p50', 'p95', 'max'],
      [ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(sorted[sorted.length - 1]!)],
    ]);
  } finally {
    await nc.close();
    await stripe.close();
  }
});
