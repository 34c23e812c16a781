import type { InvoicePaymentFailed, SubscriptionCancelled, TrialEnding } from '@agency/contracts/events/payments';
import { packageOffers } from '@agency/contracts/onboarding/labels';
import { brand, clientSignOff, clippedLine, field, singleLine, type EmailText } from '../deliveries/email-text.js';
import { readableDayIn, readableIn } from '../deliveries/zoned-time.js';
import type { ClientContact } from './client-contacts.js';

/** How much of the business name the subject line shows. */
const subjectNameLength = 80;

const width = 'Next attempt: '.length;

/** `3900, 'cad'` -> `$39.00 CAD`: cents as dollars with two decimals, and the currency named. */
export function money(cents: number, currency: string): string {
  const dollars = (cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${dollars} ${currency.toUpperCase()}`;
}

/** The team's page of the client in the back office. */
export const clientPageLink = (clientId: string, publicOrigin: string) =>
  new URL(`/admin/clients/${encodeURIComponent(clientId)}`, publicOrigin).href;

/** The client's dashboard, where Manage billing is. */
export const billingDashboardLink = (publicOrigin: string) => new URL('/onboarding/dashboard', publicOrigin).href;

/** `Growth`: the package as the portal sells it. */
const packageName = (pkg: keyof typeof packageOffers) => packageOffers[pkg].name;

/** The business as a clipped line, or the client's id when no event about the client has arrived here yet. */
const clientName = (clientId: string, contact: ClientContact | undefined, max: number) =>
  (contact && clippedLine(contact.businessName, max)) || `client ${clientId}`;

/** The client's business, contact and address, as the team's e-mails about a client list them. */
const contactFields = (clientId: string, contact: ClientContact | undefined) =>
  contact
    ? [
        field('Business', clippedLine(contact.businessName, 200), width),
        field('Contact', clippedLine(contact.contactName, 120), width),
        field('E-mail', clippedLine(contact.email, 254), width),
      ]
    : [field('Client', clientId, width)];

/**
 * Stripe could not charge a client's invoice: who, the amount due, the invoice, how many attempts and when
 * Stripe tries again (or that it will not), and the links to Stripe's invoice page and to the client's page.
 * Its times are in `zone`, the agency's, since it goes to the team's inbox.
 */
export function paymentFailedEmail(
  failure: InvoicePaymentFailed,
  contact: ClientContact | undefined,
  publicOrigin: string,
  zone: string,
): EmailText {
  const name = clientName(failure.clientId, contact, subjectNameLength);
  const invoicePage = failure.hostedInvoiceUrl ? singleLine(failure.hostedInvoiceUrl) : '';
  return {
    subject: `Payment failed: ${name}`,
    text: [
      `Stripe could not charge ${contact ? name : `the card of ${name}`} for its subscription (${money(failure.amountDueCents, failure.currency)} due).`,
      '',
      ...contactFields(failure.clientId, contact),
      field('Invoice', failure.number ? singleLine(failure.number) : failure.invoiceId, width),
      field('Amount due', money(failure.amountDueCents, failure.currency), width),
      field('Attempts', String(failure.attemptCount), width),
      field(
        'Next attempt',
        failure.nextPaymentAttemptAt
          ? readableIn(new Date(failure.nextPaymentAttemptAt), zone)
          : 'none: Stripe will not try again',
        width,
      ),
      field('Failed', readableIn(new Date(failure.failedAt), zone), width),
      '',
      ...(invoicePage ? ['The invoice on Stripe:', '', `  ${invoicePage}`, ''] : []),
      'The client sees a banner with a link to fix its card on its dashboard. The client’s page:',
      '',
      `  ${clientPageLink(failure.clientId, publicOrigin)}`,
      '',
    ].join('\n'),
  };
}

/** A client cancelled: who, which package, and when the subscription ends (at the period's end, or now), in `zone`. */
export function subscriptionCancelledEmail(
  cancellation: SubscriptionCancelled,
  contact: ClientContact | undefined,
  publicOrigin: string,
  zone: string,
): EmailText {
  const name = clientName(cancellation.clientId, contact, subjectNameLength);
  const plan = `${packageName(cancellation.package)} subscription`;
  const when =
    cancellation.atPeriodEnd && cancellation.endsAt
      ? `It runs until the end of the period paid for, ${readableIn(new Date(cancellation.endsAt), zone)}, then ends.`
      : `It ended at once, ${readableIn(new Date(cancellation.cancelledAt), zone)}.`;
  return {
    subject: `Subscription cancelled: ${name}`,
    text: [
      `${name} cancelled its ${plan}. ${when}`,
      '',
      ...contactFields(cancellation.clientId, contact),
      field('Package', packageName(cancellation.package), width),
      field('Cancelled', readableIn(new Date(cancellation.cancelledAt), zone), width),
      field(
        'Ends',
        cancellation.atPeriodEnd && cancellation.endsAt ? readableIn(new Date(cancellation.endsAt), zone) : 'now',
        width,
      ),
      '',
      'The client’s page:',
      '',
      `  ${clientPageLink(cancellation.clientId, publicOrigin)}`,
      '',
    ].join('\n'),
  };
}

/**
 * The client's free trial ends soon: when (the subject's day too, in the client's `zone`), what the subscription
 * costs from then (before tax, plus applicable taxes), and the link to its dashboard, where Manage billing changes
 * the card or the plan, or cancels.
 */
export function trialEndingEmail(trial: TrialEnding, contact: ClientContact, publicOrigin: string, zone: string): EmailText {
  const name = clippedLine(contact.contactName, 120);
  const price = money(trial.amountCents, trial.currency);
  return {
    subject: `Your free trial ends on ${readableDayIn(new Date(trial.trialEnd), zone)}`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `Your free trial of the ${brand} ${packageName(trial.package)} package ends ${readableIn(new Date(trial.trialEnd), zone)}.`,
      '',
      `From then on your subscription is ${price} a month, plus applicable taxes, charged to the card you gave at checkout. There is nothing you need to do to keep it.`,
      '',
      'To update your card, switch to another package or cancel, open Manage billing on your dashboard:',
      '',
      `  ${billingDashboardLink(publicOrigin)}`,
      '',
      ...clientSignOff,
    ].join('\n'),
  };
}
