/*
 * An iCalendar file (RFC 5545) of one event, its times the wall times of a named zone (`DTSTART;TZID=…`) with
 * that zone's VTIMEZONE beside it, so the file states the zone it was written for. The VTIMEZONE is derived
 * from the runtime's zone data (Intl): the zone's offset changes within a year either side of the event.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** An IANA zone the runtime knows: the times are written as its wall times. */
  zone: string;
  summary: string;
  description: string;
  url?: string;
  location?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** When the file was written (DTSTAMP, in UTC). */
  stamp: Date;
}

const minute = 60_000;
const day = 24 * 60 * minute;
const year = 365 * day;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function zonePart(formats: Map<string, Intl.DateTimeFormat>, style: 'longOffset' | 'short', zone: string, at: number) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style });
    formats.set(zone, format);
  }
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The zone's offset from UTC at `at`, in minutes (`GMT-07:00` → -420; `GMT` → 0). */
function offsetAt(zone: string, at: number): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(zonePart(offsetFormats, 'longOffset', zone, at));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** `MST`, `MDT`, `GMT+5:30`: the zone's short name at `at`. */
const zoneNameAt = (zone: string, at: number) => zonePart(nameFormats, 'short', zone, at);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `-0700`, `+0530`. */
function formatOffset(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}${pad(size % 60)}`;
}

/** `YYYYMMDDTHHMMSS` of the instant shifted by `offset` minutes (a wall time), `Z` added for UTC. */
function formatDateTime(at: number, offset: number, utc = false): string {
  const d = new Date(at + offset * minute);
  const date = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  return `${date}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${utc ? 'Z' : ''}`;
}

interface Transition {
  /** The first minute of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes between `from` and `to`: found day by day, then to the minute. */
function transitionsOf(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let before = offsetAt(zone, from);
  for (let day0 = from; day0 < to; day0 += day) {
    const day1 = Math.min(day0 + day, to);
    const after = offsetAt(zone, day1);
    if (after === before) continue;
    let low = Math.floor(day0 / minute);
    let high = Math.ceil(day1 / minute);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(zone, middle * minute) === before) low = middle;
      else high = middle;
    }
    found.push({ at: high * minute, from: before, to: after });
    before = after;
  }
  return found;
}

/**
 * The zone's VTIMEZONE around `at`: one STANDARD or DAYLIGHT per offset change within a year either side, its
 * DTSTART the wall time of the change in the offset it ends; the one with the larger offset of its pair is
 * DAYLIGHT. When no change precedes `at` in that year (a zone without daylight time, or one whose first change
 * is later), the offset in force then is stated from 1970, so the event's time falls in a stated observance.
 */
function timeZoneLines(zone: string, at: number): string[] {
  const transitions = transitionsOf(zone, at - year, at + year);
  const observances = transitions.map(({ at: change, from, to }) => ({
    kind: to > from ? 'DAYLIGHT' : 'STANDARD',
    start: formatDateTime(change, from),
    from,
    to,
    name: zoneNameAt(zone, change),
  }));
  if (!transitions.some((transition) => transition.at <= at)) {
    const offset = offsetAt(zone, at - year);
    const next = transitions[0];
    observances.unshift({
      kind: next && next.to < offset ? 'DAYLIGHT' : 'STANDARD',
      start: '19700101T000000',
      from: offset,
      to: offset,
      name: zoneNameAt(zone, next ? next.at - minute : at),
    });
  }
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observances.flatMap(({ kind, start, from, to, name }) => [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${formatOffset(from)}`,
      `TZOFFSETTO:${formatOffset(to)}`,
      `TZNAME:${text(name)}`,
      `END:${kind}`,
    ]),
    'END:VTIMEZONE',
  ];
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (§3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A quoted parameter value (CN), its caret, quote and line breaks encoded as RFC 6868 says. */
const parameter = (value: string) =>
  `"${value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r?\n/g, '^n')
    .replace(/\p{Cc}/gu, ' ')}"`;

const encoder = new TextEncoder();

/** A content line folded at 75 octets (§3.1), never inside a character: CRLF and a space before each part. */
function folded(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const zoned = (name: string, at: number, zone: string) => `${name};TZID=${zone}:${formatDateTime(at, offsetAt(zone, at))}`;

const person = (name: string, { name: cn, email }: CalendarPerson, parameters = '') =>
  `${name};${parameters}CN=${parameter(cn)}:mailto:${email}`;

/** The event as a calendar file: CRLF line ends, lines folded, the zone's VTIMEZONE before the VEVENT. */
export function calendarFile(event: CalendarEvent): string {
  const start = event.start.getTime();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:maplebuilders/meetings',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...timeZoneLines(event.zone, start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatDateTime(event.stamp.getTime(), 0, true)}`,
    zoned('DTSTART', start, event.zone),
    zoned('DTEND', event.end.getTime(), event.zone),
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    `STATUS:${event.status}`,
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((attendee) => person('ATTENDEE', attendee, 'ROLE=REQ-PARTICIPANT;RSVP=FALSE;')),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
