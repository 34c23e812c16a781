import type { FormEvent } from 'react';
import { t } from '../../../shared/i18n/messages';
import { challengeDescription, challengeLabel, challenges, type Challenge } from './challenges';
import { StepTitle } from './StepTitle';
import button from '../../../shared/ui/button.module.css';
import styles from './SolutionWizard.module.css';

interface ChallengeStepProps {
  selected: Challenge | null;
  onChoose: (challenge: Challenge) => void;
  /** Loads the next step's code while the visitor is still choosing. */
  onIntent: () => void;
  focusTitle: boolean;
}

export function ChallengeStep({ selected, onChoose, onIntent, focusTitle }: ChallengeStepProps) {
  // Continue only moves on once a challenge is chosen; with none it does nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) onChoose(selected);
  };

  return (
    <form onSubmit={submit} aria-labelledby="wizard-step-1">
      <StepTitle id="wizard-step-1" focus={focusTitle}>
        {t('wizard.challengeTitle')}
      </StepTitle>
      <div className={styles.challenges}>
        {challenges.map((challenge) => (
          <button
            key={challenge}
            type="button"
            className={styles.challenge}
            aria-pressed={selected === challenge}
            aria-describedby={`challenge-${challenge}`}
            onClick={() => onChoose(challenge)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            <span className={styles.challengeLabel}>{t(challengeLabel(challenge))}</span>
            {/* Visible, but read as the button's description rather than its name. */}
            <span id={`challenge-${challenge}`} className={styles.challengeDescription} aria-hidden="true">
              {t(challengeDescription(challenge))}
            </span>
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button.primary}>
          {t('wizard.continue')}
        </button>
      </div>
    </form>
  );
}
