import { messagingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { unreadNudgeEmail } from './unread-nudge-email.js';
import { recipientZone } from '../recipients/recipients.js';

export const unreadNudgeDurable = 'notifications--unread-nudge';

/**
 * Each `messaging.unread.nudged.v1`: one reminder, to the client (capped) when the team's messages wait
 * for it, to the team when the client's wait for the team.
 */
export const unreadNudgesModule = emailModule({
  name: 'unread-nudges',
  durable: unreadNudgeDurable,
  event: messagingEvents.unreadNudged,
  record: async (mail, { data }, config, em) => {
    // The client's in its zone; the team's inbox in the agency's.
    const zone =
      data.recipient === 'client' ? await recipientZone(em, { clientId: data.clientId }, config) : config.AGENCY_TIME_ZONE;
    const reminder = unreadNudgeEmail(data, config.PUBLIC_ORIGIN, zone);
    if (data.recipient === 'team') mail.toTeam({ kind: 'unread.team', replyTo: null, mail: reminder });
    else await mail.toRecipient({ kind: 'unread.client', to: data.clientEmail, mail: reminder });
  },
});
