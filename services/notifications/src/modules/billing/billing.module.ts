import { paymentsEvents } from '@agency/contracts';
import { emailModule, type EmailKind } from '../deliveries/email-module.js';
import type { DeliveryKind } from '../deliveries/email-delivery.entity.js';
import { emailAddress, type EmailText } from '../deliveries/email-text.js';
import { recipientZone } from '../recipients/recipients.js';
import { paymentFailedEmail, subscriptionCancelledEmail, trialEndingEmail } from './billing-email.js';
import { contactOf, type ClientContact } from './client-contacts.js';

export const paymentFailedDurable = 'notifications--invoice-payment-failed';
export const subscriptionCancelledDurable = 'notifications--subscription-cancelled';
export const trialEndingDurable = 'notifications--trial-ending';

/** What a client e-mail about a subscription is about for the record: the subscription. */
export const subscriptionReference = (subscriptionId: string) => `subscription:${subscriptionId}`;

/** The client's address, when one was given, so that the team's reply reaches it. */
const replyToOf = (contact: { email: string } | undefined) => (contact ? emailAddress(contact.email) : null);

/** Tells the team of a client's billing event (in the agency's zone, the team's inbox's), a reply going to the client. */
const toTeamOfClient =
  <Data extends { clientId: string }>(
    kind: DeliveryKind,
    emailOf: (data: Data, contact: ClientContact | undefined, publicOrigin: string, zone: string) => EmailText,
  ): EmailKind<Data>['record'] =>
  async (mail, { data }, config, em) => {
    const contact = await contactOf(em, data.clientId);
    mail.toTeam({
      kind,
      replyTo: replyToOf(contact),
      mail: emailOf(data, contact, config.PUBLIC_ORIGIN, config.AGENCY_TIME_ZONE),
    });
  };

/**
 * Each `payments.invoice.payment-failed.v1`: the team is told whose payment failed, how much is due and when
 * Stripe tries again (in the agency's zone, the team's inbox's). The client's name comes from what onboarding's
 * events said of it; without it, its id.
 */
export const paymentFailedModule = emailModule({
  name: 'payment-failed-emails',
  durable: paymentFailedDurable,
  event: paymentsEvents.invoicePaymentFailed,
  record: toTeamOfClient('invoice.payment-failed', paymentFailedEmail),
});

/** Each `payments.subscription.cancelled.v1`: the team is told who cancelled and when the subscription ends. */
export const subscriptionCancelledModule = emailModule({
  name: 'subscription-cancelled-emails',
  durable: subscriptionCancelledDurable,
  event: paymentsEvents.subscriptionCancelled,
  record: toTeamOfClient('subscription.cancelled', subscriptionCancelledEmail),
});

/** No event about the client has arrived yet (another stream): the event is tried again later. */
export class ClientNotKnownYet extends Error {
  constructor(clientId: string) {
    super(`no address known yet for client ${clientId}`);
  }
}

/**
 * Each `payments.trial.ending.v1`: the client is told when its free trial ends and what it pays from then
 * (capped like any recipient). Its address comes from onboarding's events; until one has arrived the event
 * fails and is tried again, as any failed event is (then the dead letters, which can be redriven).
 */
export const trialEndingModule = emailModule({
  name: 'trial-ending-emails',
  durable: trialEndingDurable,
  event: paymentsEvents.trialEnding,
  record: async (mail, { data }, config, em) => {
    const contact = await contactOf(em, data.clientId);
    if (!contact) throw new ClientNotKnownYet(data.clientId);
    await mail.toRecipient({
      kind: 'trial.ending',
      reference: subscriptionReference(data.subscriptionId),
      to: contact.email,
      mail: trialEndingEmail(data, contact, config.PUBLIC_ORIGIN, await recipientZone(em, { clientId: data.clientId }, config)),
    });
  },
});
