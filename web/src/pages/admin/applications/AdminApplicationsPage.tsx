import { useState } from 'react';
import { leadsApi } from '../../../api/clients';
import { t } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Seo } from '../../../seo/Seo';
import { downloadCsv } from '../exportCsv';
import { ExportCsvButton } from '../ExportCsvButton';
import { Pagination } from '../Pagination';
import { ListFilters, SEARCH_DEBOUNCE_MS } from '../ListFilters';
import { ApplicationDialog } from './ApplicationDialog';
import { applicationStatuses, applicationStatusLabel, type Application, type ApplicationStatus } from './applicationStatus';
import { ApplicationTable } from './ApplicationTable';
import { APPLICATIONS_PAGE_SIZE, applicationQuery, useApplicationPage } from './useApplications';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';

export function AdminApplicationsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Application | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useApplicationPage({ status, q, page });

  // The opened application as the list now has it (its status may have changed meanwhile).
  const shown = opened && (data?.items.find((application) => application.id === opened.id) ?? opened);

  const exportList = () =>
    downloadCsv(
      leadsApi.GET('/admin/applications/export', { params: { query: applicationQuery({ status, q }) }, parseAs: 'blob' }),
      'applications.csv',
    );

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('applications.title')} description={t('applications.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('applications.title')}</h1>
        <ExportCsvButton onExport={exportList} />
      </div>
      <ListFilters
        id="application"
        searchLabel={t('applications.search')}
        searchPlaceholder={t('applications.searchPlaceholder')}
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        filterLabel={t('applications.filter')}
        allLabel={t('applications.filterAll')}
        statuses={applicationStatuses}
        statusLabel={applicationStatusLabel}
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />

      {isPending && (
        <p className={layout.status} role="status">
          {t('applications.loading')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('applications.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t('applications.empty')}</p>}
      {data && data.items.length > 0 && <ApplicationTable applications={data.items} onOpen={setOpened} />}

      {data && <Pagination page={page} total={data.total} pageSize={APPLICATIONS_PAGE_SIZE} onPageChange={setPage} />}
      {shown && <ApplicationDialog application={shown} onClose={() => setOpened(null)} />}
    </section>
  );
}
