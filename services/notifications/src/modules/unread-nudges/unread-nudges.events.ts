import { EventConsumer, type ServiceContext } from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { recordCappedEmail, recordTeamEmail } from '../deliveries/deliveries.service.js';
import { unreadNudgeEmail } from './unread-nudge-email.js';

export const unreadNudgeDurable = 'notifications--unread-nudge';

/**
 * Turns each `messaging.unread.nudged.v1` into one reminder e-mail: to the client (within its hourly cap of
 * reminders) when the team's messages wait for it, to the team (TEAM_EMAIL) when the client's wait for the
 * team. Recorded in the same transaction as the inbox row, so a redelivered event adds nothing.
 */
export function unreadNudgeConsumer(
  { orm, config, log }: ServiceContext<NotificationsConfig>,
  afterCommit: () => void,
): EventConsumer<messagingEvents.UnreadNudged> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: unreadNudgeDurable,
    event: messagingEvents.unreadNudged,
    afterCommit,
    handle: async (em, event, eventLog) => {
      const mail = unreadNudgeEmail(event.data, config.PUBLIC_ORIGIN);
      if (event.data.recipient === 'team') {
        recordTeamEmail(em, { eventId: event.id, kind: 'unread.team', to: config.TEAM_EMAIL, replyTo: null, mail });
        return;
      }
      await recordCappedEmail(em, {
        eventId: event.id,
        kind: 'unread.client',
        to: event.data.clientEmail,
        replyTo: config.TEAM_EMAIL,
        mail,
        capPerHour: config.CONFIRMATION_CAP_PER_HOUR,
        log: eventLog,
      });
    },
  });
}
