import { messagingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { unreadNudgeEmail } from './unread-nudge-email.js';

export const unreadNudgeDurable = 'notifications--unread-nudge';

/**
 * Each `messaging.unread.nudged.v1`: one reminder, to the client (capped) when the team's messages wait
 * for it, to the team when the client's wait for the team.
 */
export const unreadNudgesModule = emailModule({
  name: 'unread-nudges',
  durable: unreadNudgeDurable,
  event: messagingEvents.unreadNudged,
  record: async (mail, { data }, config) => {
    const reminder = unreadNudgeEmail(data, config.PUBLIC_ORIGIN);
    if (data.recipient === 'team') mail.toTeam({ kind: 'unread.team', replyTo: null, mail: reminder });
    else await mail.toRecipient({ kind: 'unread.client', to: data.clientEmail, mail: reminder });
  },
});
