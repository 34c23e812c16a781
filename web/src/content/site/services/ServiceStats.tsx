import type { ServiceId } from '../../services';
import { t } from '../../../shared/i18n/messages';
import { Band } from '../../../shared/ui/sections';
import { serviceExtras, statNumbers, statText } from './serviceCopy';
import styles from './ServicePage.module.css';

/** The row of figures; typical results are labelled as such, with a note on what that means. */
export function ServiceStats({ id }: { id: ServiceId }) {
  const { typicalStats } = serviceExtras[id];
  return (
    <Band id="results" title={t('servicePage.results')}>
      <ul className={styles.stats}>
        {statNumbers.map((stat) => (
          <li key={stat} className={styles.stat}>
            <span className={styles.value}>{t(statText(id, stat, 'value'))}</span>{' '}
            <span className={styles.label}>{t(statText(id, stat, 'label'))}</span>
            {typicalStats.includes(stat) && (
              <>
                {' '}
                <span className={styles.typical}>{t('servicePage.typical')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {typicalStats.length > 0 && <p className={styles.note}>{t('servicePage.typicalNote')}</p>}
    </Band>
  );
}
