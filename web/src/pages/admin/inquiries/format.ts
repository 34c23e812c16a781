import { isPreferredTime, situationLabel, titleCase } from '@agency/contracts/leads/labels';
import { preferredTimeText } from '../../home/challenges';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'declining-sales' -> 'Declining Sales', 'business-stage-2' -> 'Business Stage 2'. */
export const formatSituation = situationLabel;

/** Known slots get their catalog label with the hours; anything else ('any', proposal timelines) is title-cased. */
export function formatPreferredTime(preferredTime: string): string {
  return isPreferredTime(preferredTime) ? preferredTimeText(preferredTime) : titleCase(preferredTime);
}

/** 'MMM d, yyyy' in the viewer's local time, e.g. 'Nov 21, 2026'. */
export function formatListDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
