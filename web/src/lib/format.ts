import { site } from '../site';
import { locale } from './locale';

/* Numbers, prices and dates as the site shows them, in its locale. */

// Whole dollars print without cents ("$39"), others with them ("$39.50"); Canadian dollars as "$".
const wholeDollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', minimumFractionDigits: 2 });

/** A price in cents (how the API and the plans keep amounts), as people read it. */
export const formatPrice = (cents: number) => (cents % 100 === 0 ? wholeDollars : withCents).format(cents / 100);

/**
 * What a client has paid, in cents, the one way every screen shows it: with 2 decimals (spec 001 §9,
 * "$39.00"), and a client that has paid nothing (no amount recorded) as $0.00.
 */
export const formatAmountPaid = (cents: number | null) => withCents.format((cents ?? 0) / 100);

/** An amount of a bill in cents, always with its cents ("$44.07", "-$5.00" for a credit). */
export const formatCents = (cents: number) => withCents.format(cents / 100);

/**
 * The spec's date patterns: 'MMM d, yyyy' in lists ("Nov 22, 2026") and 'MMMM d, yyyy' on a post or a
 * policy ("November 22, 2026"). A moment is dated in the agency's time zone, so the page the server
 * renders and the one the browser hydrates say the same day wherever the visitor is; a calendar date
 * ('2026-11-22') is that day. English month names (en-US: en-CA's abbreviations have carried a period
 * in some ICU versions), put together from parts so the shape is always the spec's. A value that
 * cannot be read shows nothing.
 */
const dateStyle = (style: 'short' | 'long', timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: style, day: 'numeric', year: 'numeric', timeZone });
const dateStyles = {
  short: { moment: dateStyle('short', site.timeZone), day: dateStyle('short', 'UTC') },
  long: { moment: dateStyle('long', site.timeZone), day: dateStyle('long', 'UTC') },
};

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

export function formatDate(when: string | Date, style: keyof typeof dateStyles): string {
  const isDay = typeof when === 'string' && calendarDate.test(when);
  const date = new Date(isDay ? `${when}T00:00:00Z` : when);
  if (Number.isNaN(date.getTime())) return '';
  const format = isDay ? dateStyles[style].day : dateStyles[style].moment;
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

// A moment with its time, in the agency's time zone, as the back office and the message threads date things;
// the zone is named, since the reader may be elsewhere.
const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: site.timeZone,
  timeZoneName: 'short',
});

/** "Nov 21, 2026, 3:05 PM MST" (MDT in summer); nothing for a timestamp it cannot read. */
export function formatMoment(when: string): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? '' : momentFormat.format(date);
}

/** A moment with its time, where the visitor is (the support launch, set in the visitor's own time). */
export const formatDateTime = (date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
