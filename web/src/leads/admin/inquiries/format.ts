import { isPreferredTime, titleCase } from '@agency/contracts/leads/labels';
import { proposalSituation, timelines, type Timeline } from '@agency/contracts/leads/rules';
import { preferredTimeText, situationLabel, timelineLabel } from '../../labels';
import type { Inquiry } from './inquiryStatus';

/** 'declining-sales' -> 'Declining Sales', 'business-stage-2' -> 'Business Stage 2'. */
export const formatSituation = situationLabel;

/** Known slots get their catalog label with the hours; anything else ('any', proposal timelines) is title-cased. */
export function formatPreferredTime(preferredTime: string): string {
  return isPreferredTime(preferredTime) ? preferredTimeText(preferredTime) : titleCase(preferredTime);
}

const isTimeline = (value: string): value is Timeline => (timelines as readonly string[]).includes(value);

export const isProposal = (inquiry: Pick<Inquiry, 'situationType'>) => inquiry.situationType === proposalSituation;

/** A proposal's preferred time is its timeline, told as the proposal form offered it ('Immediately'). */
export function formatInquiryTime(inquiry: Pick<Inquiry, 'situationType' | 'preferredTime'>): string {
  return isProposal(inquiry) && isTimeline(inquiry.preferredTime)
    ? timelineLabel(inquiry.preferredTime)
    : formatPreferredTime(inquiry.preferredTime);
}
