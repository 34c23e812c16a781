import { Link } from 'react-router-dom';
import { t, useMessages } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import marketing from '../../../shared/ui/marketing.module.css';
import styles from './CaseStudiesPage.module.css';

/** The social media case studies: none are published yet, so the page says they are coming. */
export function CaseStudiesPage() {
  useMessages('servicePage');
  return (
    <section className={`${marketing.hero} ${styles.page}`} aria-labelledby="case-studies-title">
      <Seo title={t('page.caseStudies.title')} description={t('page.caseStudies.description')} />
      <div className={layout.container}>
        <p className={text.eyebrow}>{t('service.socialMedia.name')}</p>
        <h1 id="case-studies-title">{t('page.caseStudies.title')}</h1>
        <div className={styles.empty}>
          <h2>{t('caseStudies.tooEarly')}</h2>
          <p>{t('caseStudies.text')}</p>
          <div className={`${marketing.actions} ${styles.links}`}>
            <Link to="/services/social-media" className={button.primary}>
              {t('caseStudies.back')}
            </Link>
            <Link to="/blog" className={button.outline}>
              {t('caseStudies.blog')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
