import { onboardingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { reminderEmail } from './reminder-email.js';
import { recipientZone } from '../recipients/recipients.js';

export const clientReminderDurable = 'notifications--client-reminder';

/** Each `onboarding.reminder.sent.v1`: one reminder e-mail of the client's step, to the client (capped). */
export const remindersModule = emailModule({
  name: 'reminders',
  durable: clientReminderDurable,
  event: onboardingEvents.reminderSent,
  record: async (mail, { data }, config, em) => {
    await mail.toRecipient({
      kind: 'client.reminder',
      reference: `client:${data.clientId}`,
      to: data.email,
      mail: reminderEmail(data, config.PUBLIC_ORIGIN, await recipientZone(em, { clientId: data.clientId }, config)),
    });
  },
});
