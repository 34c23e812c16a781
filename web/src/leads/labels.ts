import { preferredTimeHours, titleCase } from '@agency/contracts/leads/labels';
import {
  challenges,
  proposalSituation,
  type ApplicationStatus,
  type Availability,
  type Challenge,
  type Industry,
  type InquiryStatus,
  type PreferredTime,
  type StudyYear,
  type Timeline,
} from '@agency/contracts/leads/rules';
import { t, type TextKey } from '../shared/i18n/messages';

/**
 * The words for the leads contract's values (a proposal's choices, the volunteer form's years and terms, the
 * statuses and situations the back office shows), shared by the site and the back office: the `leads` part of
 * the catalog, a key per value.
 */
export const industryLabel = (industry: Industry): string => t(`industry.${industry}` satisfies TextKey);
export const timelineLabel = (timeline: Timeline): string => t(`timeline.${timeline}` satisfies TextKey);
export const studyYearLabel = (year: StudyYear): string => t(`studyYear.${year}` satisfies TextKey);
export const availabilityLabel = (term: Availability): string => t(`availability.${term}` satisfies TextKey);
export const inquiryStatusLabel = (status: InquiryStatus): string => t(`inquiryStatus.${status}` satisfies TextKey);
export const applicationStatusLabel = (status: ApplicationStatus): string => t(`applicationStatus.${status}` satisfies TextKey);

/** 'Morning (9AM-12PM)': the word from the catalog, the hours from the one place that holds them. */
export const preferredTimeText = (time: PreferredTime): string => t(`preferredTime.${time}`, { hours: preferredTimeHours[time] });

const isChallenge = (situation: string): situation is Challenge => (challenges as readonly string[]).includes(situation);

/** 'declining-sales' -> 'Declining Sales', 'business-stage-2' -> 'Business Stage 2'; any other stored one title-cased. */
export function situationLabel(situation: string): string {
  if (isChallenge(situation)) return t(`situation.${situation}` satisfies TextKey);
  if (situation === proposalSituation) return t('situation.proposal');
  const stage = /^business-stage-(\d+)$/.exec(situation);
  return stage ? t('situation.businessStage', { stage: stage[1]! }) : titleCase(situation);
}

/** A stored value that may be empty or one the site no longer offers: its label when it has one. */
export function choiceLabel<Value extends string>(
  value: string,
  choices: readonly Value[],
  label: (choice: Value) => string,
): string {
  return (choices as readonly string[]).includes(value) ? label(value as Value) : value;
}
