import { Link } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { blogHref, type BlogView } from './blogUrl';
import styles from './BlogPosts.module.css';

/** 'Page 1 of 2' between Previous and Next; an end with nowhere to go shows its label, not a link. */
export function Pagination({ view, pages }: { view: BlogView; pages: number }) {
  const { page } = view;
  const to = (target: number) => blogHref({ ...view, page: target });

  return (
    <nav className={styles.pagination} aria-label={t('blog.pagination')}>
      {page > 1 ? (
        <Link to={to(Math.min(page - 1, pages))} rel="prev">
          {t('blog.previous')}
        </Link>
      ) : (
        <span aria-disabled="true">{t('blog.previous')}</span>
      )}
      <p>{t('blog.page', { page, pages })}</p>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          {t('blog.next')}
        </Link>
      ) : (
        <span aria-disabled="true">{t('blog.next')}</span>
      )}
    </nav>
  );
}
