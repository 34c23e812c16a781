import type { TextKey } from '../../../shared/i18n/messages';

type StepNumber = 1 | 2 | 3 | 4;

/** The four steps of the 7-day trial, in order. */
export const trialSteps: readonly StepNumber[] = [1, 2, 3, 4];

export const trialStepText = (step: StepNumber, text: 'title' | 'text'): TextKey => `freeWebsite.step.${step}.${text}`;
