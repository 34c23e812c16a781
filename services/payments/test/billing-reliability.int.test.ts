import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { webhookHeaders, type SignedWebhook } from '../../../tests/support/stripe-stand-in.js';
import { billingTest, clientSubscription, day0, dayS, prices } from './billing-support.js';
import { paymentsTestService } from './support.js';

const t = await paymentsTestService();
const b = billingTest(t);

const clients = 100;
const deliveriesPerEvent = 3;
const concurrency = 8;

/** A small seeded generator (mulberry32), so a failing order can be replayed with BILLING_RELIABILITY_SEED. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const subscriptionTypes = [
  'customer.subscription.trial_will_end',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

describe('a hundred clients’ billing events, each delivered three times in one shuffled order', () => {
  it('ends every client in the state of its newest events, and tells each notice exactly once', async () => {
    const seed = Number(process.env.BILLING_RELIABILITY_SEED ?? 20261102);
    const next = random(seed);

    const expected = new Map<string, { package: string; trialEnd: string | null }>();
    const webhooks: SignedWebhook[] = [];
    const invoiceIds: string[] = [];
    const subscriptionIds: string[] = [];
    for (let n = 0; n < clients; n++) {
      const sub = clientSubscription(randomUUID());
      await b.recordPayment(sub);
      subscriptionIds.push(sub.subscriptionId);
      invoiceIds.push(sub.invoice().id);
      const switched = next() < 0.5;
      const plan = switched ? prices.professional : prices.growth;
      const trialEnd = day0 + 7 * dayS;
      // Five events a minute apart, in a random order of time per client.
      const times = shuffle([0, 1, 2, 3, 4], next).map((slot) => day0 + 6 * dayS + slot * 60);
      const events: { type: string; object: unknown; created: number }[] = [
        { type: 'customer.subscription.trial_will_end', object: sub.object({ status: 'trialing' }), created: times[0]! },
        {
          type: 'invoice.payment_failed',
          object: sub.invoice({ attemptCount: 1, nextPaymentAttempt: trialEnd + 3 * dayS }),
          created: times[1]!,
        },
        { type: 'invoice.paid', object: sub.invoice({ status: 'paid', attemptCount: 2 }), created: times[2]! },
        {
          type: 'customer.subscription.updated',
          object: sub.object({ status: 'active', price: plan, trialEnd: null }),
          created: times[3]!,
        },
        {
          type: 'customer.subscription.deleted',
          object: sub.object({ status: 'canceled', price: plan, trialEnd: null, canceledAt: times[4]! }),
          created: times[4]!,
        },
      ];
      // The plan and dates are those of the newest of the three subscription events.
      const newest = events
        .filter((event) => (subscriptionTypes as readonly string[]).includes(event.type))
        .reduce((a, c) => (c.created > a.created ? c : a));
      expected.set(sub.subscriptionId, {
        package: newest.type === 'customer.subscription.trial_will_end' ? 'growth' : switched ? 'professional' : 'growth',
        trialEnd: newest.type === 'customer.subscription.trial_will_end' ? new Date(trialEnd * 1000).toISOString() : null,
      });
      for (const event of events) webhooks.push(t.stripe.event(event.type, event.object, { created: event.created }));
    }

    const deliveries = shuffle(
      webhooks.flatMap((webhook) => Array.from({ length: deliveriesPerEvent }, () => webhook)),
      next,
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/webhooks/stripe`;
    const statuses: number[] = [];
    let cursor = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (cursor < deliveries.length) {
          const webhook = deliveries[cursor++]!;
          const response = await fetch(url, { method: 'POST', headers: webhookHeaders(webhook.signature), body: webhook.body });
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `billing reliability: ${deliveries.length} deliveries of ${webhooks.length} events (${clients} clients, ` +
        `${concurrency} at a time, seed ${seed}) in ${seconds.toFixed(2)} s: ${Math.round(deliveries.length / seconds)} events/s`,
    );

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await t.count('stripe_events')).toBe(clients + clients * 5);

    // The deletion is final whatever its time (Stripe never leaves canceled), so every subscription ends
    // canceled; its plan and dates are the newest subscription event's.
    const rows = await t.sql<{
      id: string;
      status: string;
      package: string;
      trialEnd: string | null;
      cancelAtPeriodEnd: boolean;
    }>(
      `SELECT id, status, package, to_char(trial_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS trial_end,
         cancel_at_period_end
       FROM stripe_subscriptions`,
    );
    expect(rows).toHaveLength(clients);
    for (const row of rows) {
      expect({ id: row.id, status: row.status, package: row.package, trialEnd: row.trialEnd }).toEqual({
        id: row.id,
        status: 'canceled',
        ...expected.get(row.id),
      });
    }
    expect(await t.sql('SELECT DISTINCT subscription_status FROM payments')).toEqual([{ subscriptionStatus: 'canceled' }]);
    // A paid invoice stays paid, whichever of its events came last.
    expect(await t.sql('SELECT status, payment_failed, count(*)::int AS n FROM invoices GROUP BY 1, 2')).toEqual([
      { status: 'paid', paymentFailed: false, n: clients },
    ]);

    // What a consumer keeping the newest change ends with: each client's last change says the same.
    const changes = await b.published('payments.subscription.changed.v1');
    const last = new Map<string, Record<string, unknown>>();
    for (const change of changes) last.set(change.data.subscriptionId as string, change.data);
    expect(last.size).toBe(clients);
    for (const [subscriptionId, data] of last) {
      expect({ status: data.status, package: data.package, trialEnd: data.trialEnd }).toEqual({
        status: 'canceled',
        ...expected.get(subscriptionId),
      });
    }
    // No two changes of one subscription share a time, so none is dropped as "not newer".
    const changeTimes = changes.map((change) => `${change.data.subscriptionId as string} ${change.data.changedAt as string}`);
    expect(new Set(changeTimes).size).toBe(changeTimes.length);

    // Each notice once: one failure per failed invoice (told when its failure arrives, even if its payment
    // came first), one cancellation per subscription (each ended by its deletion; none was set to cancel
    // at the period's end), one trial ending per subscription.
    const once = async (type: string, key: string) => (await b.published(type)).map((event) => event.data[key] as string).sort();
    expect(await once('payments.invoice.payment-failed.v1', 'invoiceId')).toEqual([...invoiceIds].sort());
    expect(await once('payments.subscription.cancelled.v1', 'subscriptionId')).toEqual([...subscriptionIds].sort());
    expect(await once('payments.trial.ending.v1', 'subscriptionId')).toEqual([...subscriptionIds].sort());
    expect((await t.verifiedEvents()).length).toBe(clients);
  }, 120_000);
});
