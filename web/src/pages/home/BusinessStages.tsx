import { lazy, Suspense, useCallback, useState } from 'react';
import { businessStages, type BusinessStage } from './stages';

export const BUSINESS_STAGES_ID = 'business-stages';

// The dialog code is only needed once someone reaches for a stage, so it loads on hover or focus.
const loadStageModal = () => import('./StageModal');
const StageModal = lazy(() => loadStageModal().then((module) => ({ default: module.StageModal })));

export function BusinessStages() {
  const [activeStage, setActiveStage] = useState<BusinessStage | null>(null);
  const closeStage = useCallback(() => setActiveStage(null), []);

  return (
    <section id={BUSINESS_STAGES_ID} className="section stages" aria-labelledby="stages-title">
      <div className="container">
        <h2 id="stages-title" className="section-title" tabIndex={-1}>
          Where is your business?
        </h2>
        <p className="section-lead">Pick the stage that sounds like you and we will show you the fastest way forward.</p>
        <ol className="stage-map">
          {businessStages.map((stage) => (
            <li key={stage.number} className={`stage stage-${stage.number}`}>
              <button
                type="button"
                className="stage-bubble"
                onClick={() => setActiveStage(stage)}
                onPointerEnter={loadStageModal}
                onFocus={loadStageModal}
              >
                <span className="stage-number" aria-hidden="true">
                  {stage.number}
                </span>
                {stage.title}
              </button>
              <p className="stage-description">{stage.description}</p>
            </li>
          ))}
        </ol>
      </div>
      {activeStage && (
        <Suspense fallback={null}>
          <StageModal stage={activeStage} onClose={closeStage} />
        </Suspense>
      )}
    </section>
  );
}
