import { locale } from '../lib/locale';

/*
 * A client's calls in the viewer's own time zone (the browser's): a client books in its own day, so these
 * times are not the agency's, and they name their zone.
 */

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
const momentFormat = new Intl.DateTimeFormat(locale, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The viewer's local day of an instant, `YYYY-MM-DD`: slots are grouped by it. */
export const localDayKey = (iso: string) => dayKeyFormat.format(new Date(iso));

/** `Tue, Dec 1` in the viewer's zone. */
export const localDay = (iso: string) => dayFormat.format(new Date(iso));

/** `Tuesday, December 1` in the viewer's zone. */
export const localLongDay = (iso: string) => longDayFormat.format(new Date(iso));

/** `9:30 AM` in the viewer's zone. */
export const localTime = (iso: string) => timeFormat.format(new Date(iso));

/** `Tue, Dec 1, 2026, 9:30 AM MST`: a meeting's time where the viewer is, its zone named. */
export function localMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : momentFormat.format(date);
}

/** The viewer's time zone, as the browser names it (`America/Toronto`). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as a `datetime-local` input's value, in the viewer's zone: `2026-12-01T09:30`. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value, read in the viewer's zone, as an instant; undefined when it is not a time. */
export function fromLocalInput(value: string): string | undefined {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}
