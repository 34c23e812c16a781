import { identityEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { signInWarningEmail } from './sign-in-warning-email.js';
import { recipientZone } from '../recipients/recipients.js';

export const signInWarningDurable = 'notifications--sign-in-warning';

/** Each `identity.sign-in.throttled.v1`: a warning with a reset link to the account holder (capped). */
export const signInWarningsModule = emailModule({
  name: 'sign-in-warnings',
  durable: signInWarningDurable,
  event: identityEvents.signInThrottled,
  record: async (mail, { data }, config, em) => {
    const zone = await recipientZone(em, { userId: data.userId }, config);
    await mail.toRecipient({ kind: 'sign-in.throttled', to: data.email, mail: signInWarningEmail(data, zone) });
  },
});
