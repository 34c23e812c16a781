import { useState } from 'react';
import { t } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Seo } from '../../../seo/Seo';
import { inquiryStatuses, statusLabel, type InquiryStatus } from './inquiryStatus';
import { Pagination } from '../Pagination';
import { InquiryTable } from './InquiryTable';
import { INQUIRIES_PAGE_SIZE, useInquiryPage } from './useInquiries';
import fields from '../../../forms/Field.module.css';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';
import styles from './AdminInquiriesPage.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

export function AdminInquiriesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InquiryStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useInquiryPage({ status, q, page });

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('inquiries.title')} description={t('inquiries.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('inquiries.title')}</h1>
      </div>
      <div className={styles.toolbar}>
        <div className={fields.field}>
          <label htmlFor="inquiry-search">{t('inquiries.search')}</label>
          <input
            id="inquiry-search"
            type="search"
            placeholder={t('inquiries.searchPlaceholder')}
            maxLength={200}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className={fields.field}>
          <label htmlFor="inquiry-status">{t('inquiries.filter')}</label>
          <select
            id="inquiry-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as InquiryStatus | 'all');
              setPage(1);
            }}
          >
            <option value="all">{t('inquiries.filterAll')}</option>
            {inquiryStatuses.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending && (
        <p className={layout.status} role="status">
          {t('inquiries.loading')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('inquiries.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t('inquiries.empty')}</p>}
      {data && data.items.length > 0 && <InquiryTable inquiries={data.items} />}

      {data && <Pagination page={page} total={data.total} pageSize={INQUIRIES_PAGE_SIZE} onPageChange={setPage} />}
    </section>
  );
}
