// The words people read for the leads contract's values: one place for the site, the back office and the team e-mail.
import type { ApplicationStatus, Availability, InquiryStatus, PreferredTime, StudyYear } from './rules.js';

/** `declining-sales` -> `Declining Sales`, `business-stage-3` -> `Business Stage 3`. */
export const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The hours of each call window the wizard offers. */
export const preferredTimeHours: Readonly<Record<PreferredTime, string>> = {
  morning: '9AM-12PM',
  afternoon: '12PM-5PM',
  evening: '5PM-8PM',
};

/** Whether a stored preferred time is one of the call windows (a proposal's timeline is not). */
export const isPreferredTime = (time: string): time is PreferredTime => Object.hasOwn(preferredTimeHours, time);

/** `evening` -> `evening (5PM-8PM)`, as a sentence shows it; a time with no hours stays as given. */
export function preferredTimeInText(time: string): string {
  return isPreferredTime(time) ? `${time} (${preferredTimeHours[time]})` : time;
}

export const situationLabel = (situationType: string) => titleCase(situationType);
export const statusLabel = (status: InquiryStatus) => titleCase(status);

export const applicationStatusLabel = (status: ApplicationStatus) => titleCase(status);

/** The study years as the volunteer form offers them. */
export const studyYearLabels: Readonly<Record<StudyYear, string>> = {
  '1': 'First Year',
  '2': 'Second Year',
  '3': 'Third Year',
  '4': 'Fourth Year',
  '5+': 'Fifth Year or Above',
};

/** The terms as the volunteer form offers them. */
export const availabilityLabels: Readonly<Record<Availability, string>> = {
  winter: 'Winter (January-April)',
  spring: 'Spring/Summer (May-September)',
  fall: 'Fall (September-December)',
};
