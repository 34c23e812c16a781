import { isKnownTimeZone } from '@agency/kit';
/*
 * A time in an e-mail, in its recipient's zone (DESIGN §6): the zone the person chose on the Account page, else
 * the agency's (AGENCY_TIME_ZONE), always named by its abbreviation and its name, since the reader may be
 * anywhere. English month and weekday names, so no reader takes the day for the month.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(zone, format);
  }
  return format;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `December 4, 2026`: the day `date` falls on in `zone`, the month in words (for a subject line). */
export function readableDayIn(date: Date, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', day: 'numeric', year: 'numeric' });
    dayFormats.set(zone, format);
  }
  return format.format(date);
}

/** `Tuesday 1 December 2026, 9:30 AM MST (America/Edmonton)`: the moment in `zone`, named. */
export function readableIn(date: Date, zone: string): string {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName} (${zone})`;
}

/** The recipient's zone when known and valid, else the agency's. */
export const zoneFor = (chosen: string | null | undefined, agency: string) =>
  chosen && isKnownTimeZone(chosen) ? chosen : agency;
