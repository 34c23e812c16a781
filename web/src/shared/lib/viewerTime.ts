import { formatIn, readable } from './zonedFormat';
import { viewerTimeZone } from './viewerZone';

/*
 * Every date and time on screen, in the viewer's time zone (DESIGN §6): the one chosen on the Account page, else
 * the browser's. Times name their zone ("MST"); a day (a milestone's "Done on", a project's "Completed on") is
 * the day in that zone. Screens format through this module only. A server-rendered public page cannot know the
 * viewer's zone: it renders in UTC and switches to the viewer's once hydrated (zonedFormat.ts's usePageTimeZone).
 */

export { browserTimeZone, chooseTimeZone, useViewerTimeZone, viewerTimeZone } from './viewerZone';
export { formatDate, formatDateTime } from './zonedFormat';

/** A day and its time to the minute, the zone named: "Nov 21, 2026, 3:05 PM MST". */
const momentParts: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Nov 21, 2026, 3:05 PM MST" in the viewer's zone, named; nothing for a timestamp it cannot read. */
export function formatMoment(when: string | Date, zone = viewerTimeZone()): string {
  const date = readable(when);
  return date ? formatIn(zone, 'moment', momentParts, 'en-US').format(date) : '';
}

/** "Tue, Dec 1, 2026, 9:30 AM MST": a meeting's time in the viewer's zone, named. */
export function formatMeetingMoment(when: string, zone = viewerTimeZone()): string {
  const date = readable(when);
  return date ? formatIn(zone, 'meeting', { weekday: 'short', ...momentParts }).format(date) : '';
}

/** The viewer's day of an instant, `YYYY-MM-DD`: slots are grouped by it. */
export const dayKeyOf = (when: string | Date, zone = viewerTimeZone()) =>
  formatIn(zone, 'key', { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(new Date(when));

/** Today in the viewer's zone, `YYYY-MM-DD`: what Mark Done records. */
export const todayIn = (now = new Date(), zone = viewerTimeZone()) => dayKeyOf(now, zone);

/** `Tue, Dec 1` in the viewer's zone. */
export const formatWeekday = (when: string, zone = viewerTimeZone()) =>
  formatIn(zone, 'weekday', { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(when));

/** `Tuesday, December 1` in the viewer's zone. */
export const formatLongDay = (when: string, zone = viewerTimeZone()) =>
  formatIn(zone, 'longDay', { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(when));

/** `9:30 AM` in the viewer's zone. */
export const formatClock = (when: string | Date, zone = viewerTimeZone()) =>
  formatIn(zone, 'clock', { hour: 'numeric', minute: '2-digit' }).format(new Date(when));

/** The zone's abbreviation at `when` ("MST", "MDT"; "GMT+1" where it has none). */
export function zoneAbbreviation(zone = viewerTimeZone(), when: Date = new Date()): string {
  const parts = formatIn(zone, 'abbreviation', { timeZoneName: 'short' }, 'en-US').formatToParts(when);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** "America/Edmonton (MST)": the zone by name and abbreviation, as a time field's label says it. */
export const zoneLabel = (zone = viewerTimeZone(), when: Date = new Date()) => `${zone} (${zoneAbbreviation(zone, when)})`;

const MINUTE_MS = 60_000;

/** The wall clock in `zone` at `instant`, as the UTC fields of a number (its "local" time). */
function wallClock(instant: number, zone: string): number {
  const parts = formatIn(
    zone,
    'wall',
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    },
    'en-CA',
  ).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** The instant the wall clock in `zone` shows `wall`; twice around a change of offset to land on it. */
export function instantOfWallClock(wall: number, zone: string): number {
  const offset = (instant: number) => wallClock(instant, zone) - Math.floor(instant / 1000) * 1000;
  const first = wall - offset(wall);
  return wall - offset(first);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input's value in the viewer's zone: `2026-12-01T09:30`. */
export function toZoneInput(when: string | Date, zone = viewerTimeZone()): string {
  const date = readable(when);
  if (!date) return '';
  const wall = new Date(wallClock(Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS, zone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

const inputValue = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value, read in the viewer's zone, as an instant; undefined when it is not a time. */
export function fromZoneInput(value: string, zone = viewerTimeZone()): string | undefined {
  const parts = inputValue.exec(value);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return Number.isNaN(wall) ? undefined : new Date(instantOfWallClock(wall, zone)).toISOString();
}
