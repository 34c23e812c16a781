import { paymentsEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { ClientNotKnownYet, subscriptionReference } from '../billing/billing.module.js';
import { contactOf } from '../billing/client-contacts.js';
import { recipientZone } from '../recipients/recipients.js';
import { paymentFailedClientEmail, planSwitchedClientEmail, subscriptionCancelledClientEmail } from './client-billing-email.js';

export const paymentFailedClientDurable = 'notifications--invoice-payment-failed-client';
export const subscriptionCancelledClientDurable = 'notifications--subscription-cancelled-client';
export const planSwitchedClientDurable = 'notifications--subscription-plan-switched';

/**
 * The client's own e-mails about its billing, each its own consumer beside the team's, so that the team is
 * told at once even while the client's address is not known here yet: until it is, the client's event fails
 * and is tried again (then the dead letters, which can be redriven), as the trial's e-mail does. Each goes to
 * the address `client_contacts` holds now, capped like any recipient.
 */

/** Each `payments.invoice.payment-failed.v1`: the client is told its card was refused and how to update it. */
export const paymentFailedClientModule = emailModule({
  name: 'payment-failed-client-emails',
  durable: paymentFailedClientDurable,
  event: paymentsEvents.invoicePaymentFailed,
  record: async (mail, { data }, config, em) => {
    const contact = await contactOf(em, data.clientId);
    if (!contact) throw new ClientNotKnownYet(data.clientId);
    await mail.toRecipient({
      kind: 'invoice.payment-failed.client',
      reference: `invoice:${data.invoiceId}`,
      to: contact.email,
      mail: paymentFailedClientEmail(
        data,
        contact,
        config.PUBLIC_ORIGIN,
        await recipientZone(em, { clientId: data.clientId }, config),
      ),
    });
  },
});

/** Each `payments.subscription.cancelled.v1`: the client is told its plan is cancelled and when it ends. */
export const subscriptionCancelledClientModule = emailModule({
  name: 'subscription-cancelled-client-emails',
  durable: subscriptionCancelledClientDurable,
  event: paymentsEvents.subscriptionCancelled,
  record: async (mail, { data }, config, em) => {
    const contact = await contactOf(em, data.clientId);
    if (!contact) throw new ClientNotKnownYet(data.clientId);
    await mail.toRecipient({
      kind: 'subscription.cancelled.client',
      reference: subscriptionReference(data.subscriptionId),
      to: contact.email,
      mail: subscriptionCancelledClientEmail(
        data,
        contact,
        config.PUBLIC_ORIGIN,
        await recipientZone(em, { clientId: data.clientId }, config),
      ),
    });
  },
});

/**
 * Each `payments.subscription.changed.v1` that switched the plan (`previousPackage`): the client is told its
 * new plan and price before tax. Other changes (and events from before the field) send nothing.
 */
export const planSwitchedClientModule = emailModule({
  name: 'plan-switched-client-emails',
  durable: planSwitchedClientDurable,
  event: paymentsEvents.subscriptionChanged,
  record: async (mail, { data }, config, em) => {
    if (!data.previousPackage || data.previousPackage === data.package) return;
    const contact = await contactOf(em, data.clientId);
    if (!contact) throw new ClientNotKnownYet(data.clientId);
    await mail.toRecipient({
      kind: 'subscription.switched',
      reference: subscriptionReference(data.subscriptionId),
      to: contact.email,
      mail: planSwitchedClientEmail(data, contact, config.PUBLIC_ORIGIN),
    });
  },
});
