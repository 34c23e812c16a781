import { paymentsEvents } from '@agency/contracts';
import { publishTestEvent } from '@agency/kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { messagingTestService, openLive, type LiveSocket } from './support.js';

const t = await messagingTestService();

const changed = (clientId: string) => ({
  clientId,
  subscriptionId: `sub_${clientId.slice(0, 8)}`,
  status: 'past_due' as const,
  cancelAtPeriodEnd: false,
  package: 'growth' as const,
  amountCents: 3900,
  currency: 'cad',
  currentPeriodEnd: '2026-12-04T17:00:00.000Z',
  trialEnd: null,
  changedAt: '2026-12-04T17:00:05.000Z',
});

const failed = (clientId: string) => ({
  clientId,
  subscriptionId: `sub_${clientId.slice(0, 8)}`,
  invoiceId: `in_${clientId.slice(0, 8)}`,
  number: 'MB-0002',
  amountDueCents: 4407,
  currency: 'cad',
  attemptCount: 1,
  nextPaymentAttemptAt: '2026-12-07T17:00:00.000Z',
  hostedInvoiceUrl: null,
  failedAt: '2026-12-04T17:00:04.000Z',
});

const cancelled = (clientId: string) => ({
  clientId,
  subscriptionId: `sub_${clientId.slice(0, 8)}`,
  package: 'growth' as const,
  atPeriodEnd: true,
  endsAt: '2027-01-04T17:00:00.000Z',
  cancelledAt: '2026-12-05T09:00:00.000Z',
});

const billingFrames = (live: LiveSocket) => live.frames.filter((frame) => frame.type === 'billing');
const wait = { timeout: 10_000, interval: 50 };

describe('billing, live', () => {
  it('tells the sockets of the client’s thread and those following every thread, and no other client, of each billing event', async () => {
    const mine = await t.addClient();
    const other = await t.addClient();
    const client = await openLive(t.wsUrl, { token: t.clientToken(mine), subscribe: { type: 'subscribe' } });
    const otherClient = await openLive(t.wsUrl, { token: t.clientToken(other), subscribe: { type: 'subscribe' } });
    const team = await openLive(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId: mine } });
    const everything = await openLive(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe' } });
    try {
      // The listener starts once payments' stream exists: news of the other client until one reaches it.
      await vi.waitFor(async () => {
        await publishTestEvent(t.namespace, paymentsEvents.subscriptionChanged, changed(other));
        expect(billingFrames(otherClient).length).toBeGreaterThan(0);
      }, wait);

      await publishTestEvent(t.namespace, paymentsEvents.invoicePaymentFailed, failed(mine));
      await publishTestEvent(t.namespace, paymentsEvents.subscriptionChanged, changed(mine));
      await publishTestEvent(t.namespace, paymentsEvents.subscriptionCancelled, cancelled(mine));
      const three = Array.from({ length: 3 }, () => ({ type: 'billing', clientId: mine }));
      await vi.waitFor(() => expect(billingFrames(client)).toEqual(three), wait);
      await vi.waitFor(() => expect(billingFrames(team)).toEqual(three), wait);
      await vi.waitFor(() => expect(billingFrames(everything).filter((frame) => frame.clientId === mine)).toEqual(three), wait);
      // A trial ending changes nothing the billing screens show.
      await publishTestEvent(t.namespace, paymentsEvents.trialEnding, {
        clientId: mine,
        subscriptionId: `sub_${mine.slice(0, 8)}`,
        package: 'growth',
        amountCents: 3900,
        currency: 'cad',
        trialEnd: '2026-12-04T17:00:00.000Z',
      });
      // A later frame to the other client proves the ones before had their chance to arrive.
      const otherBefore = billingFrames(otherClient).length;
      await publishTestEvent(t.namespace, paymentsEvents.subscriptionCancelled, cancelled(other));
      await vi.waitFor(() => expect(billingFrames(otherClient)).toHaveLength(otherBefore + 1), wait);
      expect(billingFrames(client)).toEqual(three);
      expect(billingFrames(otherClient).every((frame) => frame.clientId === other)).toBe(true);
    } finally {
      for (const live of [client, otherClient, team, everything]) live.close();
    }
  });
});
