import { isPreferredTime, situationLabel, titleCase } from '@agency/contracts/leads/labels';
import { preferredTimeText } from '../../home/challenges';

/** 'declining-sales' -> 'Declining Sales', 'business-stage-2' -> 'Business Stage 2'. */
export const formatSituation = situationLabel;

/** Known slots get their catalog label with the hours; anything else ('any', proposal timelines) is title-cased. */
export function formatPreferredTime(preferredTime: string): string {
  return isPreferredTime(preferredTime) ? preferredTimeText(preferredTime) : titleCase(preferredTime);
}
