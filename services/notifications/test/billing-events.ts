import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eventually, type notificationsTestService } from './support.js';

/*
 * The events the billing e-mails' tests publish, as payments and onboarding record them, and the client those
 * e-mails are about.
 */

/** A payments event as payments records it, the system its actor. */
export function paymentsEvent(type: string, data: Record<string, unknown>) {
  return {
    id: randomUUID(),
    type,
    occurredAt: '2026-12-01T15:00:05.000Z',
    source: 'payments',
    correlationId: `stripe-${randomUUID().slice(0, 8)}`,
    causationId: null,
    actor: { kind: 'system' },
    data,
  };
}

export const paymentFailed = (clientId: string, data: Record<string, unknown> = {}) =>
  paymentsEvent('payments.invoice.payment-failed.v1', {
    clientId,
    subscriptionId: 'sub_Bakery1',
    invoiceId: 'in_Bakery1',
    number: 'MB-0042',
    amountDueCents: 4407,
    currency: 'cad',
    attemptCount: 1,
    nextPaymentAttemptAt: '2026-12-04T15:00:00.000Z',
    hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_Bakery1',
    failedAt: '2026-12-01T15:00:00.000Z',
    ...data,
  });

export const cancelled = (clientId: string, data: Record<string, unknown> = {}) =>
  paymentsEvent('payments.subscription.cancelled.v1', {
    clientId,
    subscriptionId: 'sub_Bakery1',
    package: 'growth',
    atPeriodEnd: true,
    endsAt: '2026-12-20T15:00:00.000Z',
    cancelledAt: '2026-12-01T15:00:00.000Z',
    ...data,
  });

export const trialEnding = (clientId: string, data: Record<string, unknown> = {}) =>
  paymentsEvent('payments.trial.ending.v1', {
    clientId,
    subscriptionId: 'sub_Bakery1',
    package: 'growth',
    amountCents: 3900,
    currency: 'cad',
    trialEnd: '2026-12-04T15:00:00.000Z',
    ...data,
  });

export const changed = (clientId: string, data: Record<string, unknown> = {}) =>
  paymentsEvent('payments.subscription.changed.v1', {
    clientId,
    subscriptionId: 'sub_Bakery1',
    status: 'active',
    cancelAtPeriodEnd: false,
    package: 'professional',
    amountCents: 7900,
    currency: 'cad',
    currentPeriodEnd: '2026-12-20T15:00:00.000Z',
    trialEnd: null,
    changedAt: '2026-12-01T15:00:00.000Z',
    previousPackage: 'growth',
    ...data,
  });

/** onboarding.step.completed.v1 of a client's payment, as onboarding records it. */
export function paymentStep(data: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    type: 'onboarding.step.completed.v1',
    occurredAt: '2026-11-20T18:04:05.000Z',
    source: 'onboarding',
    correlationId: `req-${randomUUID().slice(0, 8)}`,
    causationId: null,
    data: {
      clientId: randomUUID(),
      step: 'payment',
      stepCompleted: 1,
      onboardingComplete: false,
      email: `jane.${randomUUID().slice(0, 8)}@prairiebakery.ca`,
      businessName: 'Prairie Bakery',
      contactName: 'Jane Doe',
      completedAt: '2026-11-20T18:04:05.000Z',
      ...data,
    },
  };
}

/** A client that paid, known here (from onboarding's payment step) by the time its billing events arrive. */
export async function knownClient(t: Awaited<ReturnType<typeof notificationsTestService>>, data: Record<string, unknown> = {}) {
  const paid = paymentStep(data);
  await t.publish(paid);
  await eventually(async () =>
    expect(await t.sql('SELECT 1 FROM client_contacts WHERE client_id = :id', { id: paid.data.clientId })).toHaveLength(1),
  );
  return paid.data;
}
