import type { TextKey } from '../../../shared/i18n/messages';

/** The five business stages, 1 (Just Starting) to 5 (Staying at the Top); sent to the leads API as the stage. */
export type StageNumber = 1 | 2 | 3 | 4 | 5;

export const stageNumbers: readonly StageNumber[] = [1, 2, 3, 4, 5];

type StageText = 'title' | 'description' | 'popupTitle' | 'popupText' | 'cta';

/** The catalog key of one of a stage's texts. */
export const stageText = (stage: StageNumber, text: StageText): TextKey => `stage.${stage}.${text}`;
