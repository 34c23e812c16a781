import { Link } from 'react-router-dom';
import { services } from '../../content/services';
import { t } from '../../i18n/messages';

export function ServiceGrid() {
  return (
    <section className="section services-section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section-title">
          {t('home.services.title')}
        </h2>
        <p className="section-lead">{t('home.services.lead')}</p>
        <ul className="service-grid">
          {services.map((service, index) => (
            <li key={service.path} className="service-card">
              <span className="service-index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>
                <Link to={service.path} className="stretched">
                  {t(service.name)}
                </Link>
              </h3>
              <p>{t(service.summary)}</p>
              <span className="service-more" aria-hidden="true">
                {t('home.services.more')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
