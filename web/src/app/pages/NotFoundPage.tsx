import { Link } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { Seo } from '../seo/Seo';
import { useHttpStatus } from '../ssr/ServerRender';
import button from '../../shared/ui/button.module.css';
import layout from '../../shared/ui/layout.module.css';
import text from '../../shared/ui/text.module.css';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <section className={`${layout.page} ${styles.centered} ${layout.container}`}>
      <Seo title={t('notFound.title')} description={t('notFound.description')} noIndex />
      <p className={text.eyebrow}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p className={text.lead}>{t('notFound.text')}</p>
      <Link to="/" className={button.primary}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
