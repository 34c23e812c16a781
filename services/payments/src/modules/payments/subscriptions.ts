import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRow } from '@agency/kit';

/** Statuses Stripe never leaves: a canceled or expired subscription is not brought back. */
const finalStatuses = "('canceled', 'incomplete_expired')";

/**
 * Holds the subscription until the transaction ends, so that recording a payment and recording an event about
 * its subscription never miss each other (each sees what the other committed).
 */
export async function lockSubscription(em: EntityManager, subscriptionId: string): Promise<void> {
  await execute(em, 'SELECT pg_advisory_xact_lock(hashtextextended(:lock, 0))', {
    lock: `payments-subscription:${subscriptionId}`,
  });
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

/**
 * Records what a Stripe event says of a subscription, when it is newer than what is recorded (Stripe delivers
 * late and out of order; `eventCreated` is the event's `created`, in seconds), or when it ends the
 * subscription; an ended one stays ended. The payments of that subscription follow. Returns whether the
 * event changed anything.
 */
export async function recordSubscriptionStatus(
  em: EntityManager,
  subscription: { id: string; status: string },
  eventCreated: number,
  stripeEventId: string,
): Promise<boolean> {
  await lockSubscription(em, subscription.id);
  const applied = await execute(
    em,
    `INSERT INTO stripe_subscriptions (id, status, status_at, stripe_event_id)
     VALUES (:id, :status, to_timestamp(:eventCreated), :stripeEventId)
     ON CONFLICT (id) DO UPDATE
       SET status = EXCLUDED.status, status_at = EXCLUDED.status_at, stripe_event_id = EXCLUDED.stripe_event_id, updated_at = now()
       WHERE stripe_subscriptions.status NOT IN ${finalStatuses}
         AND (stripe_subscriptions.status_at < EXCLUDED.status_at OR EXCLUDED.status IN ${finalStatuses})`,
    { id: subscription.id, status: subscription.status, eventCreated, stripeEventId },
  );
  if (applied.rowCount === 0) return false;
  await execute(em, 'UPDATE payments SET subscription_status = :status WHERE stripe_subscription_id = :id', {
    status: subscription.status,
    id: subscription.id,
  });
  return true;
}
