import { useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notify';
import { useSubmission } from '../../lib/useSubmission';
import { leadsApi } from '../../api/clients';
import { expectOk } from '../../api/expectOk';
import { ChallengeStep } from './ChallengeStep';
import type { Challenge } from './challenges';
import { ContactStep, emptyContact, type ContactDetails } from './ContactStep';

export const SOLUTION_WIZARD_ID = 'find-your-solution';

type Step = 1 | 2 | 3;

export function SolutionWizard() {
  const [step, setStep] = useState<Step>(1);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [contact, setContact] = useState<ContactDetails>(emptyContact);
  const sectionRef = useRef<HTMLElement>(null);
  const previousStep = useRef<Step>(step);

  // After a step change, focus moves to the new step's heading so assistive technology follows.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    sectionRef.current?.querySelector<HTMLElement>('.wizard-step-title')?.focus();
  }, [step]);

  const request = useSubmission(
    (details: ContactDetails & { situationType: Challenge }) =>
      expectOk(leadsApi.POST('/inquiries/strategy-call', { body: details })),
    {
      onSuccess: () => {
        notify.success('Your request has been submitted!');
        setStep(3);
      },
      onError: () => notify.error('Something went wrong. Please try again.'),
    },
  );

  const choose = (chosen: Challenge) => {
    setChallenge(chosen);
    setStep(2);
  };

  const startOver = () => {
    setChallenge(null);
    setContact(emptyContact);
    setStep(1);
  };

  return (
    <section id={SOLUTION_WIZARD_ID} ref={sectionRef} className="section wizard-section" aria-labelledby="wizard-title">
      <div className="container wizard">
        <div className="wizard-intro">
          <h2 id="wizard-title" className="section-title">
            Find Your Solution
          </h2>
          <p className="section-lead">Book a free strategy call in under a minute.</p>
          <ol className="wizard-progress" aria-label="Progress">
            {(['Challenge', 'Details', 'Done'] as const).map((label, index) => (
              <li key={label} aria-current={step === index + 1 ? 'step' : undefined}>
                {label}
              </li>
            ))}
          </ol>
        </div>
        <div className="wizard-panel">
          {step === 1 && <ChallengeStep selected={challenge} onChoose={choose} />}
          {step === 2 && challenge && (
            <ContactStep
              contact={contact}
              onChange={setContact}
              onBack={() => setStep(1)}
              onSubmit={(details) => void request.submit({ ...details, situationType: challenge })}
              submitting={request.pending}
            />
          )}
          {step === 3 && (
            <div className="wizard-thanks">
              <h3 className="wizard-step-title" tabIndex={-1}>
                Thank you!
              </h3>
              <p>We&apos;ve received your request and will reach out within 24 hours to confirm your strategy call.</p>
              <button type="button" className="button button-primary" onClick={startOver}>
                Back to Start
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
