import type { InvoicePaymentFailed, SubscriptionCancelled, SubscriptionChanged } from '@agency/contracts/events/payments';
import { packageOffers } from '@agency/contracts/onboarding/labels';
import { brand, clientSignOff, clippedLine, type EmailText } from '../deliveries/email-text.js';
import { readableDayIn, readableIn } from '../deliveries/zoned-time.js';
import { billingDashboardLink, money } from '../billing/billing-email.js';
import type { ClientContact } from '../billing/client-contacts.js';

/** `Growth`: the package as the portal sells it. */
const packageName = (pkg: keyof typeof packageOffers) => packageOffers[pkg].name;

const hello = (contact: ClientContact) => {
  const name = clippedLine(contact.contactName, 120);
  return name ? `Hello ${name},` : 'Hello,';
};

/** The dashboard's link, under the words that say what Manage billing there is for. */
const manageBilling = (why: string, publicOrigin: string) => [why, '', `  ${billingDashboardLink(publicOrigin)}`, ''];

/**
 * Stripe could not charge the client's card: the amount due, when Stripe tries again (or that it will not) in
 * the client's `zone`, and the way to fix it: Manage billing on its dashboard, where the card is updated.
 */
export function paymentFailedClientEmail(
  failure: InvoicePaymentFailed,
  contact: ClientContact,
  publicOrigin: string,
  zone: string,
): EmailText {
  const due = money(failure.amountDueCents, failure.currency);
  const next = failure.nextPaymentAttemptAt
    ? `We will try the card again ${readableIn(new Date(failure.nextPaymentAttemptAt), zone)}.`
    : 'We will not try the card again: your plan stays past due until the card is updated.';
  return {
    subject: `Your ${brand} payment did not go through`,
    text: [
      hello(contact),
      '',
      `We could not charge your card for your ${brand} subscription (${due} due, taxes included). ${next}`,
      '',
      ...manageBilling('To keep your plan, update your card with Manage billing on your dashboard:', publicOrigin),
      ...clientSignOff,
    ].join('\n'),
  };
}

/**
 * The client's plan is cancelled: it runs until the end of the period paid for (with the date, and that
 * Manage billing can take the cancellation back until then), or it ended now; its times and the subject's
 * day are in the client's `zone`.
 */
export function subscriptionCancelledClientEmail(
  cancellation: SubscriptionCancelled,
  contact: ClientContact,
  publicOrigin: string,
  zone: string,
): EmailText {
  const plan = `${brand} ${packageName(cancellation.package)} plan`;
  const endsAt = cancellation.atPeriodEnd ? cancellation.endsAt : null;
  return {
    subject: endsAt ? `Your ${brand} plan ends on ${readableDayIn(new Date(endsAt), zone)}` : `Your ${brand} plan is cancelled`,
    text: [
      hello(contact),
      '',
      endsAt
        ? `Your ${plan} is cancelled. It runs until the end of the period you paid for, ${readableIn(new Date(endsAt), zone)}, then ends; you will not be charged again.`
        : `Your ${plan} is cancelled and ended ${readableIn(new Date(cancellation.cancelledAt), zone)}; you will not be charged again.`,
      '',
      ...(endsAt
        ? manageBilling('Changed your mind? Until then, Manage billing on your dashboard keeps your plan:', publicOrigin)
        : manageBilling('Your dashboard, with your invoices:', publicOrigin)),
      ...clientSignOff,
    ].join('\n'),
  };
}

/** The client switched its plan: the new plan and its monthly price before tax, and where to change it again. */
export function planSwitchedClientEmail(change: SubscriptionChanged, contact: ClientContact, publicOrigin: string): EmailText {
  const plan = packageName(change.package);
  const before = change.previousPackage ? ` (from ${packageName(change.previousPackage)})` : '';
  return {
    subject: `Your ${brand} plan is now ${plan}`,
    text: [
      hello(contact),
      '',
      `Your ${brand} subscription is now on the ${plan} plan${before}: ${money(change.amountCents, change.currency)} a month before tax, plus applicable taxes. Stripe prorates the change on your next invoice.`,
      '',
      ...manageBilling('To see your plan and invoices, or change it again, open Manage billing on your dashboard:', publicOrigin),
      ...clientSignOff,
    ].join('\n'),
  };
}
