import { t } from '../../../i18n/messages';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const titleCase = (words: string[]) =>
  words
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** 'declining-sales' -> 'Declining Sales', 'business-stage-2' -> 'Business Stage 2'. */
export function formatSituation(situationType: string): string {
  return titleCase(situationType.split('-'));
}

const KNOWN_SLOTS: readonly string[] = ['morning', 'afternoon', 'evening'];

/** Known slots get their catalog label with the hours; anything else ('any', proposal timelines) is title-cased. */
export function formatPreferredTime(preferredTime: string): string {
  return KNOWN_SLOTS.includes(preferredTime)
    ? t(`preferredTime.${preferredTime as 'morning' | 'afternoon' | 'evening'}`)
    : titleCase(preferredTime.split('-'));
}

/** 'MMM d, yyyy' in the viewer's local time, e.g. 'Nov 21, 2026'. */
export function formatListDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
