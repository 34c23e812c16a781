import { Link } from 'react-router-dom';
import { t } from '../i18n/messages';
import { Seo } from '../seo/Seo';

export function NotFoundPage() {
  return (
    <section className="page page-centered container">
      <Seo title={t('notFound.title')} description={t('notFound.description')} noIndex />
      <p className="eyebrow">404</p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <Link to="/" className="button button-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
