import { site } from '../site';

/** Numbers, prices and dates as the site shows them, in its locale (en_CA → en-CA). */
const locale = site.locale.replace('_', '-');

export const formatPercent = (percent: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);

// Whole dollars print without cents ("$39"), others with them ("$39.50"); Canadian dollars as "$".
const wholeDollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', minimumFractionDigits: 2 });

/** A price in cents (how the API and the plans keep amounts), as people read it. */
export const formatPrice = (cents: number) => (cents % 100 === 0 ? wholeDollars : withCents).format(cents / 100);

/**
 * The spec's date patterns: 'MMM d, yyyy' in lists ("Nov 22, 2026") and 'MMMM d, yyyy' on a post or a
 * policy ("November 22, 2026"), in the visitor's time zone. English month names (en-US: en-CA's
 * abbreviations have carried a period in some ICU versions), put together from parts so the shape is
 * always the spec's. A timestamp that cannot be read shows nothing.
 */
const dateStyles = {
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  long: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
};

export function formatDate(when: string | Date, style: keyof typeof dateStyles): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(dateStyles[style].formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

export const formatDateTime = (date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
