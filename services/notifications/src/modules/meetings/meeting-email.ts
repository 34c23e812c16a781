import type { MeetingCancelled, MeetingScheduled, MeetingUpdated } from '@agency/contracts/events/messaging';
import { brand, clippedLine, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';
import { calendarFile } from './calendar-file.js';

/** A meeting as the e-mail needs it: every field of the updated and cancelled events but their own. */
export type MeetingFacts = Omit<MeetingUpdated, 'before' | 'updatedAt'>;

export type MeetingChange = 'scheduled' | 'updated' | 'cancelled';

/** The teammate the call is with, as identity's events named them. */
export interface MeetingHost {
  name: string;
  email: string;
}

/** The calendar entry's UID: one per meeting, the same in every e-mail about it, so calendars update it. */
export const meetingUid = (meetingId: string) => `meeting-${meetingId}@maplebuilders.ca`;

/**
 * The meeting as an iCalendar file: METHOD:REQUEST for a new or changed meeting, METHOD:CANCEL (and
 * STATUS:CANCELLED) for a cancelled one, its UID stable and its SEQUENCE the meeting's, so a calendar that
 * has the meeting replaces it with the newest. Its times are the wall times of `zone`, the recipient's, with
 * that zone's VTIMEZONE (every calendar file states its zone); the attendees are named (CN): the client's
 * contact and the teammate the call is with, when known.
 */
export function meetingCalendar(
  meeting: MeetingFacts,
  teamEmail: string,
  zone: string,
  host?: MeetingHost,
  now = new Date(),
): string {
  const cancelled = meeting.status === 'cancelled';
  const contact = clippedLine(meeting.contactName, 120);
  const start = new Date(meeting.scheduledAt);
  return calendarFile({
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: meetingUid(meeting.meetingId),
    sequence: meeting.sequence,
    start,
    end: new Date(start.getTime() + meeting.durationMinutes * 60_000),
    zone,
    summary: `${clippedLine(meeting.title, 200)} with ${brand}`,
    description: meeting.videoUrl ? `Join: ${meeting.videoUrl}` : `The ${brand} team will share the link before the call.`,
    ...(meeting.videoUrl && { url: meeting.videoUrl, location: meeting.videoUrl }),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: brand, email: teamEmail },
    attendees: [
      { name: contact || meeting.clientEmail, email: meeting.clientEmail },
      ...(host ? [{ name: clippedLine(host.name, 120) || host.email, email: host.email }] : []),
    ],
    stamp: now,
  });
}

const subjects: Record<MeetingChange, (title: string) => string> = {
  scheduled: (title) => `Your call with ${brand} is booked: ${title}`,
  updated: (title) => `Your call with ${brand} has changed: ${title}`,
  cancelled: (title) => `Your call with ${brand} is cancelled: ${title}`,
};

const calendarAttachment = (
  change: MeetingChange,
  meeting: MeetingFacts,
  teamEmail: string,
  zone: string,
  host?: MeetingHost,
) => ({
  filename: 'meeting.ics',
  contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
  content: meetingCalendar(meeting, teamEmail, zone, host),
});

/** The e-mail to the client about its meeting, its time in `zone` (the client's), with the calendar entry attached. */
export function meetingEmail(
  change: MeetingChange,
  meeting: MeetingFacts,
  publicOrigin: string,
  teamEmail: string,
  zone: string,
  host?: MeetingHost,
): EmailText {
  const contact = clippedLine(meeting.contactName, 120);
  const title = clippedLine(meeting.title, 120);
  const when = readableIn(new Date(meeting.scheduledAt), zone);
  const dashboard = new URL('/onboarding/dashboard', publicOrigin).href;
  const lines =
    change === 'cancelled'
      ? [`Your call "${title}" on ${when} has been cancelled.`, '', 'You can book another one from your client dashboard:']
      : [
          change === 'scheduled' ? `Your call "${title}" is booked:` : `Your call "${title}" has changed. It is now:`,
          '',
          `  ${when}, ${meeting.durationMinutes} minutes`,
          `  ${meeting.videoUrl ? `Join: ${meeting.videoUrl}` : 'The link to join will be on your dashboard.'}`,
          '',
          'The attached calendar entry adds it to your calendar (or updates it). Your dashboard shows it in your own time:',
        ];
  return {
    subject: subjects[change](clippedLine(meeting.title, 80)),
    text: [contact ? `Hello ${contact},` : 'Hello,', '', ...lines, '', `  ${dashboard}`, '', brand, ''].join('\n'),
    attachment: calendarAttachment(change, meeting, teamEmail, zone, host),
  };
}

const teamSubjects: Record<MeetingChange, (client: string, title: string) => string> = {
  scheduled: (client, title) => `${client} booked a call: ${title}`,
  updated: (client, title) => `${client} moved their call: ${title}`,
  cancelled: (client, title) => `${client} cancelled their call: ${title}`,
};

/**
 * The e-mail to the team about a call the client booked, moved or cancelled: to the teammate it is with, in
 * their zone (`zone`), or to the team's inbox in the agency's zone when nobody is named; with the calendar entry.
 */
export function teamMeetingEmail(
  change: MeetingChange,
  meeting: MeetingFacts,
  teamEmail: string,
  zone: string,
  host?: MeetingHost,
  before?: { scheduledAt: string },
): EmailText {
  const client = clippedLine(meeting.businessName, 120) || clippedLine(meeting.contactName, 120) || meeting.clientEmail;
  const contact = clippedLine(meeting.contactName, 120);
  const title = clippedLine(meeting.title, 120);
  const when = readableIn(new Date(meeting.scheduledAt), zone);
  const withWhom = host ? 'with you' : 'with the team';
  const lines =
    change === 'cancelled'
      ? [`${client} cancelled their call "${title}" ${withWhom} on ${when}.`]
      : [
          change === 'scheduled'
            ? `${client} booked a call "${title}" ${withWhom}:`
            : `${client} moved their call "${title}" ${withWhom}. It is now:`,
          '',
          `  ${when}, ${meeting.durationMinutes} minutes`,
          ...(before && change === 'updated' ? [`  (it was ${readableIn(new Date(before.scheduledAt), zone)})`] : []),
          '',
          'The attached calendar entry adds it to your calendar (or updates it).',
        ];
  const contactLine = contact ? [`Contact: ${contact} <${meeting.clientEmail}>`] : [`Contact: ${meeting.clientEmail}`];
  return {
    subject: teamSubjects[change](clippedLine(client, 60), clippedLine(meeting.title, 60)),
    text: [host ? `Hello ${clippedLine(host.name, 120)},` : 'Hello,', '', ...lines, '', ...contactLine, '', brand, ''].join('\n'),
    attachment: calendarAttachment(change, meeting, teamEmail, zone, host),
  };
}

/** A scheduled event carries what the e-mail needs only since bookings came (older ones have no e-mail address). */
export function scheduledFacts(event: MeetingScheduled): MeetingFacts | undefined {
  const { videoUrl, bookedBy, hostId, sequence, clientEmail, contactName, businessName } = event;
  if (clientEmail === undefined) return undefined;
  return {
    ...event,
    videoUrl: videoUrl ?? null,
    bookedBy: bookedBy ?? 'team',
    hostId: hostId ?? null,
    sequence: sequence ?? 0,
    clientEmail,
    contactName: contactName ?? '',
    businessName: businessName ?? '',
  };
}

export const cancelledFacts = ({ cancelledAt: _cancelledAt, ...meeting }: MeetingCancelled): MeetingFacts => meeting;
export const updatedFacts = ({ before: _before, updatedAt: _updatedAt, ...meeting }: MeetingUpdated): MeetingFacts => meeting;
