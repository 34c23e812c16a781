import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRow } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from '../stripe/stripe-client.js';
import { idOf } from '../stripe/stripe-fields.js';
import {
  confirmedPaymentOf,
  noticeCancellation,
  noticeSubscriptionChanged,
  noticeTrialEnding,
  type ConfirmedPayment,
} from './billing-notices.js';
import { isPaymentPackage, type PaymentPackage } from './packages.js';

/** Statuses Stripe never leaves: a canceled or expired subscription is not brought back. */
const finalStatuses: readonly string[] = ['canceled', 'incomplete_expired'];

export const isFinalStatus = (status: string) => finalStatuses.includes(status);

/**
 * Holds the subscription until the transaction ends, so that recording a payment and recording an event about
 * its subscription never miss each other (each sees what the other committed).
 */
export async function lockSubscription(em: EntityManager, subscriptionId: string): Promise<void> {
  await execute(em, 'SELECT pg_advisory_xact_lock(hashtextextended(:lock, 0))', {
    lock: `payments-subscription:${subscriptionId}`,
  });
}

/** What a Stripe subscription object says of it beside its status; times in milliseconds. */
export interface SubscriptionFacts {
  claimedClientId: string | null;
  customerId: string | null;
  package: PaymentPackage | null;
  priceId: string | null;
  amountCents: number | null;
  currency: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
}

/** A row of stripe_subscriptions; times in milliseconds (status_at may be -Infinity: a status of unknown age). */
export interface SubscriptionRecord extends SubscriptionFacts {
  id: string;
  status: string;
  statusAt: number;
  statusFromInvoice: boolean;
  factsAt: number | null;
  changedAt: number | null;
  stripeEventId: string | null;
  cancelNotifiedAt: number | null;
  trialNotifiedAt: number | null;
}

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8 AS ${column}`;

/** The subscription as recorded, if any event about it has arrived. */
export async function subscriptionRecordOf(em: EntityManager, subscriptionId: string): Promise<SubscriptionRecord | undefined> {
  return queryRow<SubscriptionRecord>(
    em,
    `SELECT id, status, ${ms('status_at')}, status_from_invoice, ${ms('facts_at')}, ${ms('changed_at')}, stripe_event_id,
       claimed_client_id, customer_id, package, price_id, amount_cents, currency, cancel_at_period_end,
       ${ms('current_period_end')}, ${ms('trial_end')}, ${ms('cancel_notified_at')}, ${ms('trial_notified_at')}
     FROM stripe_subscriptions WHERE id = :subscriptionId`,
    { subscriptionId },
  );
}

/** The subscription's status as recorded, if any event about it has arrived. */
export async function subscriptionStatusOf(em: EntityManager, subscriptionId: string): Promise<string | null> {
  return (
    (
      await queryRow<{ status: string }>(em, 'SELECT status FROM stripe_subscriptions WHERE id = :subscriptionId', {
        subscriptionId,
      })
    )?.status ?? null
  );
}

const at = (value: number | null) => (value === null ? null : value / 1000);

/** Writes the whole row (the caller holds the subscription's lock). */
async function saveSubscription(em: EntityManager, row: SubscriptionRecord): Promise<void> {
  await execute(
    em,
    `INSERT INTO stripe_subscriptions (id, status, status_at, status_from_invoice, facts_at, changed_at, stripe_event_id,
       claimed_client_id, customer_id, package, price_id, amount_cents, currency, cancel_at_period_end, current_period_end,
       trial_end, cancel_notified_at, trial_notified_at)
     VALUES (:id, :status, to_timestamp(:statusAt::float8), :statusFromInvoice, to_timestamp(:factsAt::float8),
       to_timestamp(:changedAt::float8), :stripeEventId, :claimedClientId, :customerId, :package, :priceId, :amountCents,
       :currency, :cancelAtPeriodEnd, to_timestamp(:currentPeriodEnd::float8), to_timestamp(:trialEnd::float8),
       to_timestamp(:cancelNotifiedAt::float8), to_timestamp(:trialNotifiedAt::float8))
     ON CONFLICT (id) DO UPDATE SET
       status = EXCLUDED.status, status_at = EXCLUDED.status_at, status_from_invoice = EXCLUDED.status_from_invoice,
       facts_at = EXCLUDED.facts_at, changed_at = EXCLUDED.changed_at, stripe_event_id = EXCLUDED.stripe_event_id,
       claimed_client_id = EXCLUDED.claimed_client_id, customer_id = EXCLUDED.customer_id, package = EXCLUDED.package,
       price_id = EXCLUDED.price_id, amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency,
       cancel_at_period_end = EXCLUDED.cancel_at_period_end, current_period_end = EXCLUDED.current_period_end,
       trial_end = EXCLUDED.trial_end, cancel_notified_at = EXCLUDED.cancel_notified_at,
       trial_notified_at = EXCLUDED.trial_notified_at, updated_at = now()`,
    {
      ...row,
      statusAt: at(row.statusAt),
      factsAt: at(row.factsAt),
      changedAt: at(row.changedAt),
      currentPeriodEnd: at(row.currentPeriodEnd),
      trialEnd: at(row.trialEnd),
      cancelNotifiedAt: at(row.cancelNotifiedAt),
      trialNotifiedAt: at(row.trialNotifiedAt),
    },
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** `growth-monthly-cad` -> `growth`. */
const packageOfLookupKey = (key: unknown) => {
  const name = typeof key === 'string' ? /^([a-z]+)-monthly-cad$/.exec(key)?.[1] : undefined;
  return isPaymentPackage(name) ? name : null;
};

/**
 * The facts of a subscription object, read defensively (Stripe adds fields, and an object may lack some): the
 * package from its price's lookup key (`<package>-monthly-cad`, the prices a plan switch uses), else from its
 * metadata (checkout's); the price's monthly amount; the period's end from its first item (API 2026-10-28).
 */
export function subscriptionFactsOf(subscription: Stripe.Subscription): SubscriptionFacts {
  const metadata = (subscription.metadata ?? {}) as Record<string, unknown>;
  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const claimed = typeof metadata.clientId === 'string' && uuid.test(metadata.clientId) ? metadata.clientId.toLowerCase() : null;
  const currency = typeof price?.currency === 'string' ? price.currency : subscription.currency;
  return {
    claimedClientId: claimed,
    customerId: idOf(subscription.customer),
    package: packageOfLookupKey(price?.lookup_key) ?? (isPaymentPackage(metadata.package) ? metadata.package : null),
    priceId: typeof price?.id === 'string' ? price.id : null,
    amountCents: cents(price?.unit_amount),
    currency: typeof currency === 'string' && /^[a-z]{3}$/i.test(currency) ? currency.toLowerCase() : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    currentPeriodEnd: seconds(item?.current_period_end),
    trialEnd: seconds(subscription.trial_end),
  };
}

/** What clients are told of: the status and the facts a client sees. */
const told = (row: SubscriptionRecord | undefined) =>
  row && [row.status, row.package, row.amountCents, row.currency, row.cancelAtPeriodEnd, row.currentPeriodEnd, row.trialEnd];

const sameTold = (before: SubscriptionRecord | undefined, after: SubscriptionRecord) =>
  JSON.stringify(told(before)) === JSON.stringify(told(after));

/** A new change's time: the event's, yet always later than the change before, so a consumer keeping the newest keeps it. */
const nextChangedAt = (before: SubscriptionRecord | undefined, eventCreated: number) =>
  Math.max(eventCreated, (before?.changedAt ?? -Infinity) + 1);

/**
 * After a change: the subscription's payments follow its status, and, when its client is confirmed, the change
 * is published with the cancellation notice not yet sent. Returns whether events were recorded.
 */
async function followChange(
  em: EntityManager,
  before: SubscriptionRecord | undefined,
  after: SubscriptionRecord,
  log: FastifyBaseLogger,
): Promise<{ recorded: boolean; payment: ConfirmedPayment | undefined }> {
  if (before?.status !== after.status) {
    await execute(em, 'UPDATE payments SET subscription_status = :status WHERE stripe_subscription_id = :id', {
      status: after.status,
      id: after.id,
    });
  }
  const payment = await confirmedPaymentOf(em, after.id);
  if (!payment) return { recorded: false, payment };
  let recorded = false;
  // Until a subscription event names the plan, it is the one paid for at checkout; a different one is a switch.
  const planBefore = before?.package ?? payment.package;
  const switchedFrom = planBefore !== (after.package ?? payment.package) ? planBefore : undefined;
  if (!sameTold(before, after)) recorded = noticeSubscriptionChanged(em, after, payment, log, switchedFrom) || recorded;
  recorded = (await noticeCancellation(em, after, payment)) || recorded;
  return { recorded, payment };
}

/**
 * Records what a Stripe subscription event says (`eventCreated` is its `created`, in milliseconds). Its status
 * applies when newer than the status recorded (or as new as one inferred from an invoice), or when it ends the
 * subscription; an ended one stays ended. Its plan, price and dates apply when newer than the ones recorded,
 * whatever the status. Cancelling at the period's end and taking it back clears the cancellation notice, so a
 * second cancellation is told again. For `customer.subscription.trial_will_end`, the client is told once that
 * its trial ends. Returns whether events were recorded for the outbox.
 */
export async function recordSubscriptionEvent(
  em: EntityManager,
  subscription: Stripe.Subscription,
  eventCreated: number,
  stripeEventId: string,
  trialWillEnd: boolean,
  log: FastifyBaseLogger,
): Promise<boolean> {
  await lockSubscription(em, subscription.id);
  const before = await subscriptionRecordOf(em, subscription.id);
  const facts = subscriptionFactsOf(subscription);
  let after: SubscriptionRecord;
  if (!before) {
    after = {
      id: subscription.id,
      status: subscription.status,
      statusAt: eventCreated,
      statusFromInvoice: false,
      factsAt: eventCreated,
      changedAt: eventCreated,
      stripeEventId,
      ...facts,
      cancelNotifiedAt: null,
      trialNotifiedAt: null,
    };
  } else {
    const statusApplies =
      !isFinalStatus(before.status) &&
      (before.statusAt < eventCreated ||
        (before.statusAt === eventCreated && before.statusFromInvoice) ||
        isFinalStatus(subscription.status));
    const factsApply = before.factsAt === null || before.factsAt < eventCreated;
    after = { ...before };
    if (statusApplies) {
      Object.assign(after, {
        status: subscription.status,
        statusAt: Math.max(before.statusAt, eventCreated),
        statusFromInvoice: false,
      });
    }
    if (factsApply) {
      // A fact the object lacks keeps the one recorded (an object without its price keeps the plan known).
      Object.assign(after, {
        ...facts,
        claimedClientId: facts.claimedClientId ?? before.claimedClientId,
        customerId: facts.customerId ?? before.customerId,
        package: facts.package ?? before.package,
        priceId: facts.priceId ?? before.priceId,
        amountCents: facts.amountCents ?? before.amountCents,
        currency: facts.currency ?? before.currency,
        currentPeriodEnd: facts.currentPeriodEnd ?? before.currentPeriodEnd,
        factsAt: eventCreated,
      });
    }
    if (!statusApplies && !factsApply) {
      log.info({ stripeEventId, subscriptionId: subscription.id }, 'older subscription event; acknowledged');
      const payment = trialWillEnd ? await confirmedPaymentOf(em, before.id) : undefined;
      return payment ? noticeTrialEnding(em, before, payment, facts.trialEnd, log) : false;
    } else {
      after.stripeEventId = stripeEventId;
      if (!sameTold(before, after)) after.changedAt = nextChangedAt(before, eventCreated);
      // Cancelling at the period's end was taken back: a later cancellation is news again.
      if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd && after.status !== 'canceled') after.cancelNotifiedAt = null;
    }
  }
  await saveSubscription(em, after);
  const { recorded, payment } = await followChange(em, before, after, log);
  if (trialWillEnd && payment) return (await noticeTrialEnding(em, after, payment, facts.trialEnd, log)) || recorded;
  return recorded;
}

/**
 * Records the status an invoice event implies for its subscription (`past_due` after a failed payment, `active`
 * after a paid one), when newer than the status recorded and the subscription has not ended. The caller holds
 * the subscription's lock. Returns whether events were recorded for the outbox.
 */
export async function recordInvoiceStatus(
  em: EntityManager,
  subscriptionId: string,
  status: 'past_due' | 'active',
  eventCreated: number,
  stripeEventId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const before = await subscriptionRecordOf(em, subscriptionId);
  if (before && (isFinalStatus(before.status) || before.statusAt >= eventCreated)) return false;
  const after: SubscriptionRecord = before
    ? { ...before, status, statusAt: eventCreated, statusFromInvoice: true, stripeEventId }
    : {
        id: subscriptionId,
        status,
        statusAt: eventCreated,
        statusFromInvoice: true,
        factsAt: null,
        changedAt: null,
        stripeEventId,
        claimedClientId: null,
        customerId: null,
        package: null,
        priceId: null,
        amountCents: null,
        currency: null,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        trialEnd: null,
        cancelNotifiedAt: null,
        trialNotifiedAt: null,
      };
  if (!sameTold(before, after)) after.changedAt = nextChangedAt(before, eventCreated);
  await saveSubscription(em, after);
  return (await followChange(em, before, after, log)).recorded;
}
