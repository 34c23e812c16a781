import type { FormEvent } from 'react';
import { useHydrated } from '../../../shared/forms/useHydrated';
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
  // The server renders the wizard in place and its code arrives after the page's: until it is hydrated a click
  // would do nothing (and Continue would send the form as a GET), so its buttons wait for it.
  const hydrated = useHydrated();
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
            disabled={!hydrated}
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
        <button type="submit" className={button.primary} disabled={!hydrated}>
          {t('wizard.continue')}
        </button>
      </div>
    </form>
  );
}
