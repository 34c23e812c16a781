import type { EntityManager } from '@mikro-orm/core';
import { messagingEvents, type Envelope } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { emailModule, type EventMail } from '../deliveries/email-module.js';
import { recipientZone, teamContactOf } from '../recipients/recipients.js';
import {
  cancelledFacts,
  meetingEmail,
  scheduledFacts,
  teamMeetingEmail,
  updatedFacts,
  type MeetingChange,
  type MeetingFacts,
  type MeetingHost,
} from './meeting-email.js';

export const meetingScheduledDurable = 'notifications--meeting-scheduled';
export const meetingUpdatedDurable = 'notifications--meeting-updated';
export const meetingCancelledDurable = 'notifications--meeting-cancelled';

/** A team that moves a meeting a few times in an hour still reaches the client each time. */
const meetingCapPerHour = 20;

/**
 * The e-mails one meeting event owes: the client's, in its account's zone (else the agency's), and, when the
 * client itself booked, moved or cancelled the call, the team's: to the teammate it is with at their address and
 * in their zone, or to the team's inbox in the agency's. One of each kind per event (the inbox and the
 * deliveries' event-and-kind key).
 */
async function recordMeetingEmails(
  mail: EventMail,
  em: EntityManager,
  config: NotificationsConfig,
  change: MeetingChange,
  meeting: MeetingFacts,
  byClient: boolean,
  before?: { scheduledAt: string },
): Promise<void> {
  const contact = meeting.hostId ? await teamContactOf(em, meeting.hostId) : undefined;
  const host: MeetingHost | undefined = contact && { name: contact.name, email: contact.email };
  const clientZone = await recipientZone(em, { clientId: meeting.clientId }, config);
  await mail.toRecipient({
    kind: `meeting.${change}`,
    reference: `meeting:${meeting.meetingId}`,
    to: meeting.clientEmail,
    mail: meetingEmail(change, meeting, config.PUBLIC_ORIGIN, config.TEAM_EMAIL, clientZone, host),
    capPerHour: meetingCapPerHour,
  });
  if (!byClient) return;
  const hostZone = host ? await recipientZone(em, { userId: meeting.hostId }, config) : config.AGENCY_TIME_ZONE;
  mail.toTeam({
    kind: `meeting.${change}.team`,
    replyTo: meeting.clientEmail || null,
    mail: teamMeetingEmail(change, meeting, config.TEAM_EMAIL, hostZone, host, before),
    ...(host && { to: host.email }),
  });
}

const byClient = (event: Envelope<unknown>) => event.actor?.kind === 'client';

/** `messaging.meeting.scheduled.v1`: the client's e-mail with the calendar entry (METHOD:REQUEST); a booking's to the team. */
export const meetingScheduledModule = emailModule({
  name: 'meeting-scheduled',
  durable: meetingScheduledDurable,
  event: messagingEvents.meetingScheduled,
  record: async (mail, event, config, em) => {
    const meeting = scheduledFacts(event.data);
    if (!meeting) return;
    await recordMeetingEmails(mail, em, config, 'scheduled', meeting, meeting.bookedBy === 'client' || byClient(event));
  },
});

/** `messaging.meeting.updated.v1`: the new time or link, the calendar entry updated (same UID, next SEQUENCE). */
export const meetingUpdatedModule = emailModule({
  name: 'meeting-updated',
  durable: meetingUpdatedDurable,
  event: messagingEvents.meetingUpdated,
  record: (mail, event, config, em) =>
    recordMeetingEmails(mail, em, config, 'updated', updatedFacts(event.data), byClient(event), event.data.before),
});

/** `messaging.meeting.cancelled.v1`: the cancellation, with METHOD:CANCEL so calendars take the meeting off. */
export const meetingCancelledModule = emailModule({
  name: 'meeting-cancelled',
  durable: meetingCancelledDurable,
  event: messagingEvents.meetingCancelled,
  record: (mail, event, config, em) =>
    recordMeetingEmails(mail, em, config, 'cancelled', cancelledFacts(event.data), byClient(event)),
});
