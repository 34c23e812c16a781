import { LockMode, type EntityManager } from '@mikro-orm/core';
import { recordEvent } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { SubscriptionChanged } from '@agency/contracts/events/payments';
import { packageWithPrice } from '@agency/contracts/onboarding/labels';
import { source } from '../access-codes/access-codes.service.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';

interface EventLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

/**
 * payments reports the client's subscription (`payments.subscription.changed.v1`): its status, cancellation at
 * the period's end and the period's end become the client's billing state, unless the state held follows a
 * Stripe event as new or newer (reports may arrive out of order; the newest wins). A plan switched in Stripe's
 * customer portal moves the client's package, its label and its monthly price with it, recorded as
 * `onboarding.client.updated.v1` (the label's change, as Edit Client records one) with the system as actor.
 * Runs inside the consumer's inbox transaction, under the client's row lock.
 */
export async function applySubscriptionChanged(em: EntityManager, change: SubscriptionChanged, log: EventLog): Promise<void> {
  const client = await em.findOne(OnboardingClient, { id: change.clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!client) {
    log.warn(
      { clientId: change.clientId, subscriptionId: change.subscriptionId },
      'subscription of a client this service does not have',
    );
    return;
  }
  const changedAt = new Date(change.changedAt);
  if (client.billingUpdatedAt != null && changedAt.getTime() <= client.billingUpdatedAt.getTime()) {
    log.info(
      { clientId: client.id, changedAt: change.changedAt, held: client.billingUpdatedAt.toISOString() },
      'subscription report older than the one held; ignored',
    );
    return;
  }
  client.billingStatus = change.status;
  client.billingCancelAtPeriodEnd = change.cancelAtPeriodEnd;
  client.billingCurrentPeriodEnd = change.currentPeriodEnd === null ? null : new Date(change.currentPeriodEnd);
  client.billingUpdatedAt = changedAt;
  if (change.package !== client.package) switchPlan(em, client, change);
  log.info({ clientId: client.id, status: change.status, cancelAtPeriodEnd: change.cancelAtPeriodEnd }, 'billing state');
}

/** The client's plan follows the subscription: package, label and monthly price; the label's change is recorded. */
function switchPlan(em: EntityManager, client: OnboardingClient, change: SubscriptionChanged): void {
  const before = client.projectType;
  const after = packageWithPrice(change.package);
  client.package = change.package;
  client.projectType = after;
  client.monthlyPriceCents = change.amountCents;
  if (before === after) return;
  recordEvent(em, source, onboardingEvents.clientUpdated, {
    clientId: client.id,
    label: client.businessName,
    changes: { projectType: { before, after } },
    updatedAt: change.changedAt,
  });
}
