import { lazy, Suspense, useState } from 'react';
import { t } from '../../../shared/i18n/messages';
import { ChallengeStep } from './ChallengeStep';
import { emptyContact, type Challenge, type ContactDetails } from './challenges';
import { StepTitle } from './StepTitle';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import section from './Section.module.css';
import styles from './SolutionWizard.module.css';

export const SOLUTION_WIZARD_ID = 'find-your-solution';

// The contact form carries the form library, so it loads while the visitor picks a challenge.
const loadContactStep = () => import('./ContactStep');
const ContactStep = lazy(() => loadContactStep().then((module) => ({ default: module.ContactStep })));

type Step = 1 | 2 | 3;

const progress = ['wizard.progress.challenge', 'wizard.progress.details', 'wizard.progress.done'] as const;

export function SolutionWizard() {
  const [step, setStep] = useState<Step>(1);
  const [moved, setMoved] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [draft, setDraft] = useState<ContactDetails>(emptyContact);

  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const choose = (chosen: Challenge) => {
    setChallenge(chosen);
    goTo(2);
  };

  const startOver = () => {
    setChallenge(null);
    setDraft(emptyContact);
    goTo(1);
  };

  return (
    <section id={SOLUTION_WIZARD_ID} className={section.section} aria-labelledby="wizard-title">
      <div className={`${layout.container} ${styles.wizard}`}>
        <div className={section.start}>
          <h2 id="wizard-title" className={section.title}>
            {t('wizard.title')}
          </h2>
          <p className={section.lead}>{t('wizard.lead')}</p>
          <ol className={styles.progress} aria-label={t('wizard.progress')}>
            {progress.map((label, index) => (
              <li key={label} aria-current={step === index + 1 ? 'step' : undefined}>
                {t(label)}
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.panel}>
          {step === 1 && <ChallengeStep selected={challenge} onChoose={choose} onIntent={loadContactStep} focusTitle={moved} />}
          {step === 2 && challenge && (
            <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
              <ContactStep
                challenge={challenge}
                draft={draft}
                onBack={(typed) => {
                  setDraft(typed);
                  goTo(1);
                }}
                onSubmitted={() => goTo(3)}
              />
            </Suspense>
          )}
          {step === 3 && (
            <div className={styles.thanks}>
              <StepTitle focus>{t('wizard.thanksTitle')}</StepTitle>
              <p>{t('wizard.thanksText')}</p>
              <button type="button" className={button.primary} onClick={startOver}>
                {t('wizard.backToStart')}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
