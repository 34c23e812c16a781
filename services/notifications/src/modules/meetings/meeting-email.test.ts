import { describe, expect, it } from 'vitest';
import type { MeetingScheduled } from '@agency/contracts/events/messaging';
import {
  meetingCalendar,
  meetingEmail,
  meetingUid,
  scheduledFacts,
  teamMeetingEmail,
  type MeetingFacts,
} from './meeting-email.js';

const origin = 'https://maplebuilders.ca';
const team = 'team@maplebuilders.ca';
const meetingId = '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f';
const agency = 'America/Edmonton';
const host = { name: 'Morgan Mentor', email: 'morgan@maplebuilders.ca' };

const meeting = (fields: Partial<MeetingFacts> = {}): MeetingFacts => ({
  meetingId,
  clientId: '8a1c2e3f-4b5d-4c6e-8f70-9a1b2c3d4e5f',
  title: 'Scheduled Call',
  description: null,
  scheduledAt: '2026-12-01T16:30:00.000Z',
  durationMinutes: 30,
  status: 'scheduled',
  createdAt: '2026-11-26T10:00:00.000Z',
  videoUrl: null,
  bookedBy: 'client',
  hostId: null,
  sequence: 0,
  clientEmail: 'jane@prairiebakery.ca',
  contactName: 'Jane Doe',
  businessName: 'Prairie Bakery',
  ...fields,
});

/** The calendar's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('a meeting’s calendar entry', () => {
  it('asks calendars to add a new meeting: METHOD:REQUEST, a UID of the meeting, SEQUENCE 0, its time in the zone', () => {
    const lines = linesOf(meetingCalendar(meeting(), team, agency));
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:${meetingUid(meetingId)}`);
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTART;TZID=America/Edmonton:20261201T093000');
    expect(lines).toContain('DTEND;TZID=America/Edmonton:20261201T100000');
    expect(lines).toContain('TZID:America/Edmonton');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.some((line) => line.startsWith('ORGANIZER') && line.toLowerCase().endsWith(`mailto:${team}`))).toBe(true);
    expect(lines.some((line) => line.startsWith('ATTENDEE') && line.endsWith('mailto:jane@prairiebakery.ca'))).toBe(true);
  });

  it('keeps the UID and raises the SEQUENCE when the meeting moves, with its link', () => {
    const lines = linesOf(
      meetingCalendar(
        meeting({ sequence: 2, scheduledAt: '2026-12-02T17:00:00.000Z', videoUrl: 'https://meet.example.com/x' }),
        team,
        agency,
      ),
    );
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:${meetingUid(meetingId)}`);
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART;TZID=America/Edmonton:20261202T100000');
    expect(lines).toContain('URL:https://meet.example.com/x');
  });

  it('takes a cancelled meeting off calendars: METHOD:CANCEL, STATUS:CANCELLED, the same UID', () => {
    const lines = linesOf(meetingCalendar(meeting({ status: 'cancelled', sequence: 3 }), team, agency));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${meetingUid(meetingId)}`);
    expect(lines).toContain('SEQUENCE:3');
  });
});

describe('the e-mail about a meeting', () => {
  it('tells the client the time and link, and attaches the entry with the method in its content type', () => {
    const mail = meetingEmail('updated', meeting({ videoUrl: 'https://meet.example.com/x', sequence: 1 }), origin, team, agency);
    expect(mail.subject).toBe('Your call with Maple Builders has changed: Scheduled Call');
    expect(mail.text).toContain('Hello Jane Doe,');
    // In the client's zone (here the agency's, as for a client that chose none), named.
    expect(mail.text).toContain(
      '  Tuesday 1 December 2026, 9:30 AM MST (America/Edmonton), 30 minutes\n  Join: https://meet.example.com/x\n',
    );
    expect(mail.text).toContain(`${origin}/onboarding/dashboard`);
    expect(mail.attachment).toMatchObject({
      filename: 'meeting.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    const cancelled = meetingEmail('cancelled', meeting({ status: 'cancelled', sequence: 2 }), origin, team, agency);
    expect(cancelled.subject).toBe('Your call with Maple Builders is cancelled: Scheduled Call');
    expect(cancelled.attachment?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(meetingEmail('scheduled', meeting(), origin, team, agency).subject).toBe(
      'Your call with Maple Builders is booked: Scheduled Call',
    );
  });

  it('keeps a title on one line, and writes nothing for a scheduled event from before meetings carried the e-mail', () => {
    const mail = meetingEmail('scheduled', meeting({ title: 'Call\r\nBcc: victim@example.com' }), origin, team, agency);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const old: MeetingScheduled = { ...meeting(), clientEmail: undefined } as unknown as MeetingScheduled;
    expect(scheduledFacts(old)).toBeUndefined();
  });
});

describe('the zone of a meeting’s e-mails and its calendar entry', () => {
  it('tells the client the time in the zone it chose, with its abbreviation and name', () => {
    const mail = meetingEmail('scheduled', meeting(), origin, team, 'America/Toronto', host);
    expect(mail.text).toContain('  Tuesday 1 December 2026, 11:30 AM EST (America/Toronto), 30 minutes');
    expect(mail.text).not.toContain('UTC');
    expect(linesOf(mail.attachment!.content)).toContain('DTSTART;TZID=America/Toronto:20261201T113000');
  });

  it('names both attendees in the entry, the client’s contact and the teammate, its times in the zone given', () => {
    const lines = linesOf(meetingCalendar(meeting(), team, 'America/Toronto', host));
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(2);
    expect(attendees[0]).toMatch(/CN="?Jane Doe"?[;:].*mailto:jane@prairiebakery\.ca$/);
    expect(attendees[1]).toMatch(/CN="?Morgan Mentor"?[;:].*mailto:morgan@maplebuilders\.ca$/);
    expect(lines).toContain('DTSTART;TZID=America/Toronto:20261201T113000');
    expect(lines).toContain('TZID:America/Toronto');
  });

  it('tells the teammate of a client’s booking, move or cancellation in the teammate’s zone', () => {
    const booked = teamMeetingEmail('scheduled', meeting(), team, 'America/Vancouver', host);
    expect(booked.subject).toBe('Prairie Bakery booked a call: Scheduled Call');
    expect(booked.text).toContain('Hello Morgan Mentor,');
    expect(booked.text).toContain('  Tuesday 1 December 2026, 8:30 AM PST (America/Vancouver), 30 minutes');
    expect(booked.text).toContain('Contact: Jane Doe <jane@prairiebakery.ca>');
    expect(booked.attachment?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(linesOf(booked.attachment!.content)).toContain('DTSTART;TZID=America/Vancouver:20261201T083000');
    const moved = teamMeetingEmail(
      'updated',
      meeting({ scheduledAt: '2026-12-02T17:00:00.000Z', sequence: 1 }),
      team,
      'America/Vancouver',
      host,
      {
        scheduledAt: '2026-12-01T16:30:00.000Z',
      },
    );
    expect(moved.subject).toBe('Prairie Bakery moved their call: Scheduled Call');
    expect(moved.text).toContain('  Wednesday 2 December 2026, 9:00 AM PST (America/Vancouver), 30 minutes');
    expect(moved.text).toContain('(it was Tuesday 1 December 2026, 8:30 AM PST (America/Vancouver))');
    const cancelled = teamMeetingEmail(
      'cancelled',
      meeting({ status: 'cancelled', sequence: 2 }),
      team,
      'America/Vancouver',
      host,
    );
    expect(cancelled.subject).toBe('Prairie Bakery cancelled their call: Scheduled Call');
    expect(cancelled.attachment?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('tells the team’s inbox in the agency’s zone, named, when no teammate is known', () => {
    const mail = teamMeetingEmail('scheduled', meeting(), team, agency);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('booked a call "Scheduled Call" with the team:');
    expect(mail.text).toContain('Tuesday 1 December 2026, 9:30 AM MST (America/Edmonton)');
  });
});
