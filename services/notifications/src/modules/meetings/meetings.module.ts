import { messagingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { cancelledFacts, meetingEmail, scheduledFacts, updatedFacts } from './meeting-email.js';

export const meetingScheduledDurable = 'notifications--meeting-scheduled';
export const meetingUpdatedDurable = 'notifications--meeting-updated';
export const meetingCancelledDurable = 'notifications--meeting-cancelled';

/** A team that moves a meeting a few times in an hour still reaches the client each time. */
const meetingCapPerHour = 20;

/** `messaging.meeting.scheduled.v1`: the client's e-mail with the calendar entry (METHOD:REQUEST). */
export const meetingScheduledModule = emailModule({
  name: 'meeting-scheduled',
  durable: meetingScheduledDurable,
  event: messagingEvents.meetingScheduled,
  record: async (mail, { data }, config) => {
    const meeting = scheduledFacts(data);
    if (!meeting) return;
    await mail.toRecipient({
      kind: 'meeting.scheduled',
      reference: `meeting:${meeting.meetingId}`,
      to: meeting.clientEmail,
      mail: meetingEmail('scheduled', meeting, config.PUBLIC_ORIGIN, config.TEAM_EMAIL),
      capPerHour: meetingCapPerHour,
    });
  },
});

/** `messaging.meeting.updated.v1`: the new time or link, the calendar entry updated (same UID, next SEQUENCE). */
export const meetingUpdatedModule = emailModule({
  name: 'meeting-updated',
  durable: meetingUpdatedDurable,
  event: messagingEvents.meetingUpdated,
  record: async (mail, { data }, config) => {
    await mail.toRecipient({
      kind: 'meeting.updated',
      reference: `meeting:${data.meetingId}`,
      to: data.clientEmail,
      mail: meetingEmail('updated', updatedFacts(data), config.PUBLIC_ORIGIN, config.TEAM_EMAIL),
      capPerHour: meetingCapPerHour,
    });
  },
});

/** `messaging.meeting.cancelled.v1`: the cancellation, with METHOD:CANCEL so calendars take the meeting off. */
export const meetingCancelledModule = emailModule({
  name: 'meeting-cancelled',
  durable: meetingCancelledDurable,
  event: messagingEvents.meetingCancelled,
  record: async (mail, { data }, config) => {
    await mail.toRecipient({
      kind: 'meeting.cancelled',
      reference: `meeting:${data.meetingId}`,
      to: data.clientEmail,
      mail: meetingEmail('cancelled', cancelledFacts(data), config.PUBLIC_ORIGIN, config.TEAM_EMAIL),
      capPerHour: meetingCapPerHour,
    });
  },
});
