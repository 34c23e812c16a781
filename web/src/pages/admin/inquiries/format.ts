import { preferredTimeLabel, situationLabel } from '@agency/contracts/leads/labels';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'declining-sales' -> 'Declining Sales', 'business-stage-2' -> 'Business Stage 2'. */
export const formatSituation = situationLabel;

/** Known slots get their hours; anything else ('any', proposal timelines) is title-cased. */
export const formatPreferredTime = preferredTimeLabel;

/** 'MMM d, yyyy' in the viewer's local time, e.g. 'Nov 21, 2026'. */
export function formatListDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
