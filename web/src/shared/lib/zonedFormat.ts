import { useSyncExternalStore } from 'react';
import { locale } from './locale';
import { subscribeToTimeZone, viewerTimeZone } from './viewerZone';

/*
 * The formats viewerTime.ts builds on, and the dates public pages show (a post's or a policy's date, the support
 * page's launch time), in a module of their own: a public page's first route takes this much without the rest of
 * the screens' formatting. Screens import these through viewerTime.ts.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl format per name, language and zone, made once. */
export function formatIn(
  zone: string,
  name: string,
  options: Intl.DateTimeFormatOptions,
  language = locale,
): Intl.DateTimeFormat {
  const key = `${name}|${language}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** The date of a timestamp, or undefined when it cannot be read. */
export const readable = (when: string | Date): Date | undefined => {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** "Friday, May 1, 2025 at 12:00 AM MDT": a long moment in the viewer's zone, named. */
export function formatDateTime(when: Date, zone = viewerTimeZone()): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  return readable(when) ? formatIn(zone, 'long', options).format(when) : '';
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The spec's date patterns: 'MMM d, yyyy' in lists ("Nov 22, 2026") and 'MMMM d, yyyy' on a post or a policy
 * ("November 22, 2026"). A moment is dated in the viewer's zone; a calendar date ('2026-11-22') is that day
 * wherever the viewer is. English month names (en-US: en-CA's abbreviations have carried a period in some ICU
 * versions), put together from parts so the shape is always the spec's. A value that cannot be read shows nothing.
 */
export function formatDate(when: string | Date, style: 'short' | 'long', zone = viewerTimeZone()): string {
  const isDay = typeof when === 'string' && calendarDate.test(when);
  const date = readable(isDay ? `${when as string}T00:00:00Z` : when);
  if (!date) return '';
  const format = formatIn(isDay ? 'UTC' : zone, `date-${style}`, { month: style, day: 'numeric', year: 'numeric' }, 'en-US');
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

/**
 * The zone a server-rendered page dates things in: UTC while the server renders it and the browser hydrates it,
 * the viewer's just after, and again whenever it changes. UTC, because it is the one zone whose rules every
 * server's and browser's time-zone data agree on: a zone such as the agency's changes its rules now and then
 * (Alberta and British Columbia kept daylight time from November 2026), and a browser that knows of a change the
 * server does not would date the same moment differently and fail the hydration.
 */
export const usePageTimeZone = (): string => useSyncExternalStore(subscribeToTimeZone, viewerTimeZone, () => 'UTC');
