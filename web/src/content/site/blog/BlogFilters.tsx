import { Link } from 'react-router-dom';
import type { Category } from '../../contentQueries';
import { t } from '../../../shared/i18n/messages';
import { blogHref, type BlogView } from './blogUrl';
import styles from './BlogPosts.module.css';

/** Category chips, the active tag and 'Clear filters'; each is a link, so a filtered list has its own URL. */
export function BlogFilters({ view, categories, tagName }: { view: BlogView; categories: Category[]; tagName?: string }) {
  const { category, tag } = view;
  if (categories.length === 0 && !category && !tag) return null;

  return (
    <nav className={styles.filters} aria-label={t('blog.filters')}>
      <ul className={styles.chips}>
        <li>
          <Link to={blogHref({ tag })} className={styles.chip} aria-current={category ? undefined : 'page'}>
            {t('blog.allPosts')}
          </Link>
        </li>
        {categories.map(({ id, name, slug }) => (
          <li key={id}>
            <Link
              to={blogHref({ category: slug, tag })}
              className={styles.chip}
              aria-current={slug === category ? 'page' : undefined}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
      {(category || tag) && (
        <p className={styles.active}>
          {tag && tagName && <span className={styles.tagChip}>{t('blog.filteredByTag', { name: tagName })}</span>}
          <Link to={blogHref({})}>{t('blog.clearFilters')}</Link>
        </p>
      )}
    </nav>
  );
}
