import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Principal } from '@agency/kit';
import type { PaymentVerified } from '@agency/contracts/events/payments';
import type { Package } from '@agency/contracts/onboarding/rules';
import { packageWithPrice } from '@agency/contracts/onboarding/labels';
import { toClientView, type ClientView } from '../clients/clients.reads.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { createPlan } from '../milestones/project-plan.js';
import { completeStep, withClient, type StepDeps } from './client-step.js';
import { contractNotSigned, paymentRequired } from './step-order.js';

interface EventLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

/**
 * payments verified a Stripe checkout: the client is paid, with the package it bought, its label, its
 * monthly price in cents and the checkout and payment intent the payment diagnostic shows (the customer and
 * subscription are payments' to keep), and moves to the contract step. Runs inside the
 * consumer's inbox transaction. A client paid already (a demo payment, or a second checkout) keeps its first
 * payment; the second is logged for the team to refund.
 */
export async function applyVerifiedPayment(em: EntityManager, payment: PaymentVerified, log: EventLog): Promise<void> {
  const client = await em.findOne(OnboardingClient, { id: payment.clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!client) {
    log.warn(
      { clientId: payment.clientId, checkoutSessionId: payment.checkoutSessionId },
      'payment for a client this service does not have',
    );
    return;
  }
  if (client.paymentCompleted) {
    log.warn(
      { clientId: client.id, checkoutSessionId: payment.checkoutSessionId, kept: client.stripeCheckoutSessionId },
      'payment for a client already paid; the first payment is kept',
    );
    return;
  }
  const paidAt = new Date(payment.verifiedAt);
  client.paymentCompleted = true;
  client.paymentCompletedAt = paidAt;
  // A report of the subscription that came first (another consumer) and switched the plan holds the newer
  // plan and its amount: they stay.
  if (client.billingUpdatedAt == null || client.monthlyPriceCents == null) {
    client.package = payment.package;
    client.projectType = packageWithPrice(payment.package);
    // The event calls the monthly price amountPaid: renaming its field would be a new major (ADR 0010).
    client.monthlyPriceCents = payment.amountPaid;
  }
  client.stripeCheckoutSessionId = payment.checkoutSessionId;
  // A subscription whose trial charges nothing at checkout has no payment intent: its subscription stands in.
  client.stripePaymentIntentId = payment.stripePaymentIntentId ?? payment.stripeSubscriptionId;
  completeStep(em, client, 'payment', paidAt);
  log.info({ clientId: client.id, checkoutSessionId: payment.checkoutSessionId }, 'client paid');
}

/**
 * Demo Mode - Skip Payment: paid with the chosen package and its label, step 1, nothing charged (no amount).
 * Paid already: nothing changes.
 */
export function skipPaymentInDemo(deps: StepDeps, caller: Principal, pkg: Package): Promise<ClientView> {
  return withClient(deps, caller, (em, client, now) => {
    if (client.paymentCompleted) return toClientView(client);
    client.paymentCompleted = true;
    client.paymentCompletedAt = now;
    client.package = pkg;
    client.projectType = packageWithPrice(pkg);
    completeStep(em, client, 'payment', now);
    return toClientView(client);
  });
}

/**
 * I've Watched the Video: the last step, so onboarding is complete and the client's project plan is made from
 * the template, in the same transaction. Watched already: nothing changes.
 */
export function markVideoWatched(deps: StepDeps, caller: Principal): Promise<ClientView> {
  return withClient(deps, caller, async (em, client, now) => {
    if (!client.paymentCompleted) throw paymentRequired();
    if (!client.contractSigned) throw contractNotSigned();
    if (client.videoWatched) return toClientView(client);
    client.videoWatched = true;
    client.videoWatchedAt = now;
    client.onboardingComplete = true;
    client.onboardingCompletedAt = now;
    completeStep(em, client, 'video-watched', now);
    await createPlan(em, client.id, now);
    return toClientView(client);
  });
}
