import { t } from '../i18n/messages';
import button from '../ui/button.module.css';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Numbered buttons for up to this many pages around the current one (the client list's 5). */
  pageButtons?: number;
}

/**
 * The pages a numbered pagination offers: at most `count` consecutive pages, the current one in the
 * middle when it can be, shifted to stay within 1..pageCount near either end.
 */
export function pageWindow(page: number, pageCount: number, count: number): number[] {
  const size = Math.min(count, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** Previous / Next (and, when asked, numbered pages) under a paged list; nothing when everything fits on one page. */
export function Pagination({ page, total, pageSize, onPageChange, pageButtons }: PaginationProps) {
  if (total <= pageSize) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const showing = <p aria-live="polite">{t('pagination.showing', { page, pages: pageCount })}</p>;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" className={button.outline} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      {pageButtons === undefined ? (
        showing
      ) : (
        <ul className={styles.pages}>
          {pageWindow(page, pageCount, pageButtons).map((number) => (
            <li key={number}>
              <button
                type="button"
                className={number === page ? button.primary : button.outline}
                aria-label={t('pagination.page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onPageChange(number)}
              >
                {number}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={button.outline} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </button>
      {pageButtons !== undefined && showing}
    </nav>
  );
}
