import { t } from '../../i18n/messages';
import button from '../../ui/button.module.css';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next under a paged list; nothing when everything fits on one page. */
export function Pagination({ page, total, pageSize, onPageChange }: PaginationProps) {
  if (total <= pageSize) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" className={button.outline} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      <p aria-live="polite">{t('pagination.showing', { page, pages: pageCount })}</p>
      <button type="button" className={button.outline} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
