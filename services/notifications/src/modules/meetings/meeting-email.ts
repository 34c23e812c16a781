import { createEvent } from 'ics';
import type { MeetingCancelled, MeetingScheduled, MeetingUpdated } from '@agency/contracts/events/messaging';
import { brand, clippedLine, readableUtc, type EmailText } from '../deliveries/email-text.js';

/** A meeting as the e-mail needs it: every field of the updated and cancelled events but their own. */
export type MeetingFacts = Omit<MeetingUpdated, 'before' | 'updatedAt'>;

export type MeetingChange = 'scheduled' | 'updated' | 'cancelled';

/** The calendar entry's UID: one per meeting, the same in every e-mail about it, so calendars update it. */
export const meetingUid = (meetingId: string) => `meeting-${meetingId}@maplebuilders.ca`;

/**
 * The meeting as an iCalendar file: METHOD:REQUEST for a new or changed meeting, METHOD:CANCEL (and
 * STATUS:CANCELLED) for a cancelled one, its UID stable and its SEQUENCE the meeting's, so a calendar that
 * has the meeting replaces it with the newest.
 */
export function meetingCalendar(meeting: MeetingFacts, teamEmail: string): string {
  const cancelled = meeting.status === 'cancelled';
  const contact = clippedLine(meeting.contactName, 120);
  const { error, value } = createEvent({
    productId: 'maplebuilders/meetings',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: meetingUid(meeting.meetingId),
    sequence: meeting.sequence,
    start: new Date(meeting.scheduledAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: meeting.durationMinutes },
    title: `${clippedLine(meeting.title, 200)} with ${brand}`,
    description: meeting.videoUrl ? `Join: ${meeting.videoUrl}` : `The ${brand} team will share the link before the call.`,
    ...(meeting.videoUrl && { url: meeting.videoUrl, location: meeting.videoUrl }),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: brand, email: teamEmail },
    attendees: [{ ...(contact && { name: contact }), email: meeting.clientEmail, rsvp: false, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('no calendar entry');
  return value;
}

const subjects: Record<MeetingChange, (title: string) => string> = {
  scheduled: (title) => `Your call with ${brand} is booked: ${title}`,
  updated: (title) => `Your call with ${brand} has changed: ${title}`,
  cancelled: (title) => `Your call with ${brand} is cancelled: ${title}`,
};

/** The e-mail to the client about its meeting, with the calendar entry attached. */
export function meetingEmail(change: MeetingChange, meeting: MeetingFacts, publicOrigin: string, teamEmail: string): EmailText {
  const contact = clippedLine(meeting.contactName, 120);
  const title = clippedLine(meeting.title, 120);
  const when = readableUtc(new Date(meeting.scheduledAt));
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
    attachment: {
      filename: 'meeting.ics',
      contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
      content: meetingCalendar(meeting, teamEmail),
    },
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
