import { identityEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { emailChangeAddressTakenEmail, emailChangeConfirmationEmail, emailChangeNoticeEmail } from './email-change-email.js';
import { recipientZone } from '../recipients/recipients.js';

export const emailChangeDurable = 'notifications--email-change';
export const emailChangeAddressTakenDurable = 'notifications--email-change-address-taken';

/**
 * Each `identity.account.email-change-requested.v1`: the confirmation link to the new address, and a notice
 * without it to the current one (both capped).
 */
export const emailChangesModule = emailModule({
  name: 'email-changes',
  durable: emailChangeDurable,
  event: identityEvents.emailChangeRequested,
  record: async (mail, { data, actor }, config, em) => {
    // A change the team made to a client's record (identity--client-email-changes) is told as the team's.
    const byTeam = actor?.kind === 'team';
    await mail.toRecipient({
      kind: 'email-change.confirm',
      to: data.newEmail,
      mail: emailChangeConfirmationEmail(data, await recipientZone(em, { userId: data.userId }, config), byTeam),
    });
    await mail.toRecipient({ kind: 'email-change.notice', to: data.email, mail: emailChangeNoticeEmail(data, byTeam) });
  },
});

/**
 * Each `identity.account.email-change-address-taken.v1`: the address asked for is told it already has an account
 * (no link), and the current one gets the notice any change request gives (both capped).
 */
export const emailChangeAddressTakenModule = emailModule({
  name: 'email-change-address-taken',
  durable: emailChangeAddressTakenDurable,
  event: identityEvents.emailChangeAddressTaken,
  record: async (mail, { data }) => {
    await mail.toRecipient({ kind: 'email-change.address-taken', to: data.newEmail, mail: emailChangeAddressTakenEmail(data) });
    await mail.toRecipient({ kind: 'email-change.notice', to: data.email, mail: emailChangeNoticeEmail(data) });
  },
});
