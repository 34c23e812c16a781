import { identityEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { passwordResetEmail } from './password-reset-email.js';
import { recipientZone } from '../recipients/recipients.js';

export const passwordResetDurable = 'notifications--password-reset';

/** Each `identity.password-reset.requested.v1`: an e-mail with the reset link to the account holder (capped). */
export const passwordResetsModule = emailModule({
  name: 'password-resets',
  durable: passwordResetDurable,
  event: identityEvents.passwordResetRequested,
  record: async (mail, { data }, config, em) => {
    const zone = await recipientZone(em, { userId: data.userId }, config);
    await mail.toRecipient({ kind: 'password.reset', to: data.email, mail: passwordResetEmail(data, zone) });
  },
});
