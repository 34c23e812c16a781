import { lazy, Suspense } from 'react';
import { t } from '../../i18n/messages';
import { formatPercent } from '../../lib/format';
import layout from '../../ui/layout.module.css';
import marketing from '../marketing.module.css';
import colors from './profitColors.module.css';
import styles from './ProfitDistribution.module.css';
import { profitShares } from './profitShares';

// The charting code is the about page's heaviest part; it loads after the page's text.
const ProfitChart = lazy(() => import('./ProfitChart').then((module) => ({ default: module.ProfitChart })));

/** The profit split: a pie chart, with the same figures as a caption list that screen readers read as text. */
export function ProfitDistribution() {
  return (
    <section className={marketing.band} aria-labelledby="profit-title">
      <div className={layout.container}>
        <h2 id="profit-title">{t('about.profit.title')}</h2>
        <p className={marketing.lead}>{t('about.profit.lead')}</p>
        <figure className={styles.figure}>
          <div className={styles.chartBox}>
            <Suspense fallback={null}>
              <ProfitChart />
            </Suspense>
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
      </div>
    </section>
  );
}
