import { randomInt, randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamName } from '@agency/contracts';
import { testNatsUrl } from '@agency/kit/testing';
import { paymentsTestService } from './support.js';

const t = await paymentsTestService();

const checkouts = 100;
const deliveriesEach = 3;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

it(`fulfils ${checkouts} checkouts exactly once each when every webhook arrives ${deliveriesEach} times, shuffled, racing the clients’ returns`, async () => {
  const opened = await Promise.all(
    Array.from({ length: checkouts }, async () => {
      const clientId = randomUUID();
      const { id } = await t.openCheckout(clientId, ['starter', 'growth', 'professional'][randomInt(3)]);
      t.stripe.complete(id);
      return { clientId, id, webhook: t.stripe.sessionEvent('checkout.session.completed', id) };
    }),
  );

  const requests = shuffle([
    ...opened.flatMap(({ webhook }) => Array.from({ length: deliveriesEach }, () => () => t.deliver(webhook))),
    ...opened.map(
      ({ id, clientId }) =>
        () =>
          t.verify(id, clientId),
    ),
  ]);
  const answers = await Promise.all(requests.map((send) => send()));
  expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([]);

  expect(await t.count('stripe_events')).toBe(checkouts);
  expect(await t.count('payments')).toBe(checkouts);
  const events = await t.verifiedEvents();
  expect(events).toHaveLength(checkouts);
  expect(new Set(events.map((event) => event.envelope.data.checkoutSessionId))).toEqual(new Set(opened.map(({ id }) => id)));
  const [sessions] = await t.sql<{ unfulfilled: string }>(
    'SELECT count(*) FILTER (WHERE fulfilled_at IS NULL) AS unfulfilled FROM checkout_sessions',
  );
  expect(Number(sessions?.unfulfilled)).toBe(0);

  // And each reached the PAYMENTS stream once.
  const nc = await connect({ servers: testNatsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    await vi.waitFor(
      async () => {
        const { state } = await jsm.streams.info(streamName('PAYMENTS', t.namespace));
        expect(state.messages).toBe(checkouts);
      },
      { timeout: 15_000, interval: 100 },
    );
  } finally {
    await nc.close();
  }
}, 120_000);
