import { useState } from 'react';
import { leadsApi } from '../../../api/clients';
import { t } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Seo } from '../../../seo/Seo';
import { downloadCsv } from '../exportCsv';
import { ExportCsvButton } from '../ExportCsvButton';
import { ListFilters, SEARCH_DEBOUNCE_MS } from '../ListFilters';
import { Pagination } from '../Pagination';
import { InquiryDialog } from './InquiryDialog';
import { inquiryStatuses, statusLabel, type Inquiry, type InquiryStatus } from './inquiryStatus';
import { InquiryTable } from './InquiryTable';
import { INQUIRIES_PAGE_SIZE, inquiryQuery, useInquiryPage } from './useInquiries';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';

export function AdminInquiriesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InquiryStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Inquiry | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useInquiryPage({ status, q, page });

  // The opened inquiry as the list now has it (its status may have changed meanwhile).
  const shown = opened && (data?.items.find((inquiry) => inquiry.id === opened.id) ?? opened);

  const exportList = () =>
    downloadCsv(
      leadsApi.GET('/admin/inquiries/export', { params: { query: inquiryQuery({ status, q }) }, parseAs: 'blob' }),
      'inquiries.csv',
    );

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('inquiries.title')} description={t('inquiries.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('inquiries.title')}</h1>
        <ExportCsvButton onExport={exportList} />
      </div>
      <ListFilters
        id="inquiry"
        searchLabel={t('inquiries.search')}
        searchPlaceholder={t('inquiries.searchPlaceholder')}
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        filterLabel={t('inquiries.filter')}
        allLabel={t('inquiries.filterAll')}
        statuses={inquiryStatuses}
        statusLabel={statusLabel}
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />

      {isPending && (
        <p className={layout.status} role="status">
          {t('inquiries.loading')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('inquiries.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t('inquiries.empty')}</p>}
      {data && data.items.length > 0 && <InquiryTable inquiries={data.items} onOpen={setOpened} />}

      {data && <Pagination page={page} total={data.total} pageSize={INQUIRIES_PAGE_SIZE} onPageChange={setPage} />}
      {shown && <InquiryDialog inquiry={shown} onClose={() => setOpened(null)} />}
    </section>
  );
}
