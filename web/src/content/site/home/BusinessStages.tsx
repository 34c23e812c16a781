import { lazy, Suspense, useCallback, useState } from 'react';
import { t } from '../../../shared/i18n/messages';
import { stageNumbers, stageText, type StageNumber } from './stages';
import layout from '../../../shared/ui/layout.module.css';
import styles from './BusinessStages.module.css';
import section from './Section.module.css';

export const BUSINESS_STAGES_ID = 'business-stages';

// The dialog code is only needed once someone reaches for a stage, so it loads on hover or focus.
const loadStageModal = () => import('./StageModal');
const StageModal = lazy(() => loadStageModal().then((module) => ({ default: module.StageModal })));

export function BusinessStages() {
  const [activeStage, setActiveStage] = useState<StageNumber | null>(null);
  const closeStage = useCallback(() => setActiveStage(null), []);

  return (
    <section id={BUSINESS_STAGES_ID} className={`${section.section} ${styles.stages}`} aria-labelledby="stages-title">
      <div className={layout.container}>
        <h2 id="stages-title" className={section.title} tabIndex={-1}>
          {t('home.stages.title')}
        </h2>
        <p className={section.lead}>{t('home.stages.lead')}</p>
        <ol className={styles.map}>
          {stageNumbers.map((stage) => (
            <li key={stage} className={`${styles.stage} ${styles[`stage${stage}`]}`}>
              <button
                type="button"
                className={styles.bubble}
                onClick={() => setActiveStage(stage)}
                onPointerEnter={loadStageModal}
                onFocus={loadStageModal}
              >
                <span className={styles.number} aria-hidden="true">
                  {stage}
                </span>
                {t(stageText(stage, 'title'))}
              </button>
              <p className={styles.description}>{t(stageText(stage, 'description'))}</p>
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
