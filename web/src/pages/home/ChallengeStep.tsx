import type { FormEvent } from 'react';
import { challenges, type Challenge } from './challenges';

interface ChallengeStepProps {
  selected: Challenge | null;
  onChoose: (challenge: Challenge) => void;
}

export function ChallengeStep({ selected, onChoose }: ChallengeStepProps) {
  // Continue only moves on once a challenge is chosen; with none it does nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) onChoose(selected);
  };

  return (
    <form onSubmit={submit} aria-labelledby="wizard-step-1">
      <h3 id="wizard-step-1" className="wizard-step-title" tabIndex={-1}>
        What is your biggest challenge right now?
      </h3>
      <div className="challenge-grid">
        {challenges.map((challenge) => (
          <button
            key={challenge.value}
            type="button"
            className="challenge"
            aria-pressed={selected === challenge.value}
            aria-describedby={`challenge-${challenge.value}`}
            onClick={() => onChoose(challenge.value)}
          >
            <span className="challenge-label">{challenge.label}</span>
            {/* Visible, but read as the button's description rather than its name. */}
            <span id={`challenge-${challenge.value}`} className="challenge-description" aria-hidden="true">
              {challenge.description}
            </span>
          </button>
        ))}
      </div>
      <div className="wizard-actions">
        <button type="submit" className="button button-primary">
          Continue
        </button>
      </div>
    </form>
  );
}
