import { describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEvent } from './calendar-file.js';

const event = (start: string, zone: string, fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'meeting-1@maplebuilders.ca',
  sequence: 0,
  start: new Date(start),
  end: new Date(new Date(start).getTime() + 30 * 60_000),
  zone,
  summary: 'Scheduled Call with Maple Builders',
  description: 'Join: https://meet.example.com/x',
  status: 'CONFIRMED',
  organizer: { name: 'Maple Builders', email: 'team@maplebuilders.ca' },
  attendees: [{ name: 'Jane Doe', email: 'jane@prairiebakery.ca' }],
  stamp: new Date('2026-11-26T10:00:00.000Z'),
  ...fields,
});

interface Observance {
  kind: string;
  start: string;
  from: string;
  to: string;
  name: string;
}

/** `-0700` → -420 minutes. */
const minutesOf = (offset: string) => (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3)));

/** `20261201T093000` read as if UTC, in ms. */
const wallMs = (value: string) =>
  Date.UTC(
    +value.slice(0, 4),
    +value.slice(4, 6) - 1,
    +value.slice(6, 8),
    +value.slice(9, 11),
    +value.slice(11, 13),
    +value.slice(13, 15),
  );

/**
 * The file read back as a calendar would: every physical line ends in CRLF and holds at most 75 octets, every
 * BEGIN has its END, the VTIMEZONE comes before the VEVENT, and the TZID of DTSTART and DTEND names it.
 */
function readBack(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const lines = ics
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const open: string[] = [];
  const order: string[] = [];
  const zones: Record<string, Observance[]> = {};
  let zone: string | undefined;
  let observance: Partial<Observance> | undefined;
  for (const line of lines) {
    const [name = '', value = ''] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
    if (name === 'BEGIN') {
      open.push(value);
      order.push(value);
      if (value === 'STANDARD' || value === 'DAYLIGHT') observance = { kind: value };
    } else if (name === 'END') {
      expect(open.pop()).toBe(value);
      if (observance && zone && (value === 'STANDARD' || value === 'DAYLIGHT')) {
        zones[zone]!.push(observance as Observance);
        observance = undefined;
      }
    } else if (name === 'TZID' && open.at(-1) === 'VTIMEZONE') {
      zone = value;
      zones[zone] = [];
    } else if (observance) {
      const key = { DTSTART: 'start', TZOFFSETFROM: 'from', TZOFFSETTO: 'to', TZNAME: 'name' }[name];
      if (key) observance[key as keyof Observance] = value;
    }
  }
  expect(open).toEqual([]);
  expect(order[0]).toBe('VCALENDAR');
  expect(order.indexOf('VTIMEZONE')).toBeGreaterThan(0);
  expect(order.indexOf('VTIMEZONE')).toBeLessThan(order.indexOf('VEVENT'));
  const timed = (property: string) => {
    const line = lines.find((candidate) => candidate.startsWith(`${property};`));
    const match = /^[A-Z]+;TZID=([^:;]+):(\d{8}T\d{6})$/.exec(line ?? '');
    expect(match, `${property} with its TZID`).not.toBeNull();
    expect(zones[match![1]!], `a VTIMEZONE for ${match![1]}`).toBeDefined();
    return { zone: match![1]!, local: match![2]! };
  };
  return { lines, zones, start: timed('DTSTART'), end: timed('DTEND') };
}

/** The wall time of `at` in `zone`, as Intl gives it. */
function wallTime(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** The instant a VTIMEZONE makes of the local time: the offset of the last observance begun by then. */
function instantOf(local: string, observances: Observance[]): number {
  const onsets = observances
    .map((observance) => ({ ...observance, onset: wallMs(observance.start) - minutesOf(observance.from) * 60_000 }))
    .sort((a, b) => a.onset - b.onset);
  const guess = (to: string) => wallMs(local) - minutesOf(to) * 60_000;
  const inForce = onsets.filter((observance) => observance.onset <= guess(observance.to)).at(-1);
  expect(inForce, `an observance in force at ${local}`).toBeDefined();
  return guess(inForce!.to);
}

const zoneCases = [
  { zone: 'America/Edmonton', at: '2026-12-01T16:30:00.000Z', local: '20261201T093000', name: 'MST' },
  { zone: 'America/Edmonton', at: '2026-07-15T15:00:00.000Z', local: '20260715T090000', name: 'MDT' },
  { zone: 'America/Toronto', at: '2026-12-01T16:30:00.000Z', local: '20261201T113000', name: 'EST' },
  { zone: 'America/Regina', at: '2026-12-01T16:30:00.000Z', local: '20261201T103000', name: 'CST' },
  { zone: 'UTC', at: '2026-12-01T16:30:00.000Z', local: '20261201T163000', name: 'UTC' },
  { zone: 'Asia/Kolkata', at: '2026-12-01T16:30:00.000Z', local: '20261201T220000', name: 'GMT+5:30' },
];

describe('a calendar file’s times', () => {
  it.each(zoneCases)('are the wall times of $zone at $at, with its VTIMEZONE', ({ zone, at, local, name }) => {
    const { start, end, zones } = readBack(calendarFile(event(at, zone)));
    expect(start).toEqual({ zone, local });
    expect(start.local).toBe(wallTime(new Date(at), zone));
    expect(end.local).toBe(wallTime(new Date(new Date(at).getTime() + 30 * 60_000), zone));
    // The VTIMEZONE turns the local times back into the event's instants, under the zone's name then.
    expect(instantOf(start.local, zones[zone]!)).toBe(new Date(at).getTime());
    expect(instantOf(end.local, zones[zone]!)).toBe(new Date(at).getTime() + 30 * 60_000);
    expect(zones[zone]!.map((observance) => observance.name)).toContain(name);
  });

  it('state America/Edmonton’s changes within a year either side of a winter call: MDT from March, MST from November', () => {
    const { zones } = readBack(calendarFile(event('2026-12-01T16:30:00.000Z', 'America/Edmonton')));
    expect(zones['America/Edmonton']).toEqual([
      { kind: 'DAYLIGHT', start: '20260308T020000', from: '-0700', to: '-0600', name: 'MDT' },
      { kind: 'STANDARD', start: '20261101T020000', from: '-0600', to: '-0700', name: 'MST' },
      { kind: 'DAYLIGHT', start: '20270314T020000', from: '-0700', to: '-0600', name: 'MDT' },
      { kind: 'STANDARD', start: '20271107T020000', from: '-0600', to: '-0700', name: 'MST' },
    ]);
  });

  it('state America/Edmonton’s changes around a summer call, the one before it in force', () => {
    const { zones, start } = readBack(calendarFile(event('2026-07-15T15:00:00.000Z', 'America/Edmonton')));
    expect(start.local).toBe('20260715T090000');
    expect(zones['America/Edmonton']).toEqual([
      { kind: 'STANDARD', start: '20251102T020000', from: '-0600', to: '-0700', name: 'MST' },
      { kind: 'DAYLIGHT', start: '20260308T020000', from: '-0700', to: '-0600', name: 'MDT' },
      { kind: 'STANDARD', start: '20261101T020000', from: '-0600', to: '-0700', name: 'MST' },
      { kind: 'DAYLIGHT', start: '20270314T020000', from: '-0700', to: '-0600', name: 'MDT' },
    ]);
  });

  it('state a zone without changes by one STANDARD from 1970, its offsets equal', () => {
    const observances = (zone: string) => readBack(calendarFile(event('2026-12-01T16:30:00.000Z', zone))).zones[zone];
    expect(observances('America/Regina')).toEqual([
      { kind: 'STANDARD', start: '19700101T000000', from: '-0600', to: '-0600', name: 'CST' },
    ]);
    expect(observances('UTC')).toEqual([{ kind: 'STANDARD', start: '19700101T000000', from: '+0000', to: '+0000', name: 'UTC' }]);
    expect(observances('Asia/Kolkata')).toEqual([
      { kind: 'STANDARD', start: '19700101T000000', from: '+0530', to: '+0530', name: 'GMT+5:30' },
    ]);
  });

  it('state the offset in force before a zone’s first change when that change comes after the event', () => {
    // Pyongyang moved from +0900 to +0830 on 15 August 2015.
    const { zones, start } = readBack(calendarFile(event('2015-06-01T00:00:00.000Z', 'Asia/Pyongyang')));
    expect(start.local).toBe('20150601T090000');
    expect(zones['Asia/Pyongyang']).toEqual([
      { kind: 'DAYLIGHT', start: '19700101T000000', from: '+0900', to: '+0900', name: 'GMT+9' },
      { kind: 'STANDARD', start: '20150815T000000', from: '+0900', to: '+0830', name: 'GMT+8:30' },
    ]);
    expect(instantOf(start.local, zones['Asia/Pyongyang']!)).toBe(Date.parse('2015-06-01T00:00:00.000Z'));
  });
});

describe('a calendar file’s text', () => {
  it('keeps DTSTAMP in UTC, escapes text and folds long lines at 75 octets without splitting a character', () => {
    const summary = `Appel prévu, ${'é'.repeat(60)}; avec \\ Maple Builders`;
    const ics = calendarFile(
      event('2026-12-01T16:30:00.000Z', 'America/Edmonton', {
        summary,
        attendees: [{ name: 'Jane "JD" Doe', email: 'jane@prairiebakery.ca' }],
      }),
    );
    const { lines } = readBack(ics);
    expect(lines).toContain('DTSTAMP:20261126T100000Z');
    expect(lines).toContain(`SUMMARY:Appel prévu\\, ${'é'.repeat(60)}\\; avec \\\\ Maple Builders`);
    expect(lines).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE;CN="Jane ^\'JD^\' Doe":mailto:jane@prairiebakery.ca');
    expect(ics).toMatch(/\r\n /);
  });
});
