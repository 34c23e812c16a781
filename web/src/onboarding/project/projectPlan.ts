import { todayIn } from '../../shared/lib/viewerTime';
import type {
  Milestone,
  MilestoneChange,
  NewMilestone,
  ProjectTemplate,
  TemplateMilestone,
} from '@agency/contracts/openapi/onboarding';

export type { Milestone, MilestoneChange, NewMilestone, TemplateMilestone, ProjectTemplate };

/** Where a milestone stands on the timeline: done, the next one to be done, or later. */
export type MilestoneState = 'done' | 'next' | 'later';

/** Each milestone's state: the done ones, the first not done is next, the rest later. */
export function milestoneStates(milestones: readonly Milestone[]): MilestoneState[] {
  const next = milestones.findIndex((milestone) => milestone.doneOn === null);
  return milestones.map((milestone, index) => (milestone.doneOn !== null ? 'done' : index === next ? 'next' : 'later'));
}

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day ('2026-11-26') as the reader's own locale writes it ("Nov 26, 2026", "26 nov. 2026"): the day itself,
 * whatever the reader's time zone. Nothing for a value that is not a day.
 */
export function formatDay(day: string, locales?: string | readonly string[]): string {
  const parts = calendarDay.exec(day);
  if (!parts) return '';
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return new Intl.DateTimeFormat(locales as string | string[] | undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Today in the viewer's zone (the Account page's choice, else the browser's), as a day: what Mark Done records. */
export const today = (now = new Date()): string => todayIn(now);
