import { lazy, Suspense } from 'react';
import { t } from '../../../shared/i18n/messages';
import { formatPercent } from './percent';
import { useNearViewport } from '../../../shared/lib/useNearViewport';
import { Band } from '../../../shared/ui/sections';
import colors from './profitColors.module.css';
import styles from './ProfitDistribution.module.css';
import { profitShares } from './profitShares';

// The charting code is the about page's heaviest part: it loads when the visitor scrolls near it.
const ProfitChart = lazy(() => import('./ProfitChart').then((module) => ({ default: module.ProfitChart })));

/** The profit split: a pie chart, with the same figures as a caption list that screen readers read as text. */
export function ProfitDistribution() {
  const [chartBox, chartWanted] = useNearViewport<HTMLDivElement>('300px');
  return (
    <Band id="profit-title" title={t('about.profit.title')} lead={t('about.profit.lead')}>
      <figure className={styles.figure}>
        <div ref={chartBox} className={styles.chartBox}>
          {chartWanted && (
            <Suspense fallback={null}>
              <ProfitChart />
            </Suspense>
          )}
        </div>
        <figcaption>
          <ul className={styles.legend}>
            {profitShares.map((share) => (
              <li key={share.id} className={colors[share.id]}>
                <span className={styles.swatch} aria-hidden="true" />
                <span>
                  <strong>
                    {t(share.label)}: {formatPercent(share.percent)}
                  </strong>
                  <span className={styles.text}>{t(share.text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </Band>
  );
}
