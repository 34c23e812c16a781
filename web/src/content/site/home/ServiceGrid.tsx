import { Link } from 'react-router-dom';
import { services } from '../../services';
import { t } from '../../../shared/i18n/messages';
import cards from '../../../shared/ui/cards.module.css';
import layout from '../../../shared/ui/layout.module.css';
import stretched from '../../../shared/ui/stretched.module.css';
import section from './Section.module.css';
import styles from './ServiceGrid.module.css';

export function ServiceGrid() {
  return (
    <section className={section.section} aria-labelledby="services-title">
      <div className={layout.container}>
        <h2 id="services-title" className={section.title}>
          {t('home.services.title')}
        </h2>
        <p className={section.lead}>{t('home.services.lead')}</p>
        <ul className={cards.grid}>
          {services.map((service, index) => (
            <li key={service.path} className={`${cards.card} ${styles.card}`}>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>
                <Link to={service.path} className={stretched.stretched}>
                  {t(service.name)}
                </Link>
              </h3>
              <p>{t(service.summary)}</p>
              <span className={styles.more} aria-hidden="true">
                {t('home.services.more')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
