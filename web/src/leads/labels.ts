import type { Industry, Timeline } from '@agency/contracts/leads/rules';
import { t, type TextKey } from '../i18n/messages';

/**
 * The words for a proposal's choices, shared by the proposal form and the back office (the `leads`
 * part of the catalog). The volunteer form's years and terms come from the contract's labels.
 */
export const industryLabel = (industry: Industry): string => t(`industry.${industry}` satisfies TextKey);
export const timelineLabel = (timeline: Timeline): string => t(`timeline.${timeline}` satisfies TextKey);

/** A stored value that may be empty or one the site no longer offers: its label when it has one. */
export function choiceLabel<Value extends string>(
  value: string,
  choices: readonly Value[],
  label: (choice: Value) => string,
): string {
  return (choices as readonly string[]).includes(value) ? label(value as Value) : value;
}
