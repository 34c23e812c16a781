import { useState } from 'react';
import { t } from '../../../i18n/messages';
import { Seo } from '../../../seo/Seo';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';
import { ExportCsvButton } from '../ExportCsvButton';
import { Pagination } from '../Pagination';
import { ActivityFilterBar } from './ActivityFilterBar';
import { ActivityTable } from './ActivityTable';
import {
  ACTIVITY_PAGE_SIZE,
  exportActivity,
  rangeBackwards,
  useActivityPage,
  useActivityPeople,
  type ActivityFilters,
} from './useActivity';

const noFilters: ActivityFilters = { actorId: '', subjectType: '', from: '', to: '' };

/** The record of who did what, for admins: filtered by person, kind of record and days, paged, exportable. */
export function AdminActivityPage() {
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const backwards = rangeBackwards(filters);
  const activity = useActivityPage({ ...filters, page });
  // A backwards range asks for nothing, and the page it replaced is not shown as if it answered it.
  const data = backwards ? undefined : activity.data;
  const { isPending, isError } = activity;
  const people = useActivityPeople();

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('activity.title')} description={t('activity.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('activity.title')}</h1>
        <ExportCsvButton onExport={() => exportActivity(filters)} />
      </div>
      <ActivityFilterBar
        filters={filters}
        people={people.data ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />

      {backwards && (
        <p className={adminPage.empty} role="alert">
          {t('activity.rangeBackwards')}
        </p>
      )}
      {isPending && !backwards && (
        <p className={layout.status} role="status">
          {t('activity.loading')}
        </p>
      )}
      {!isPending && !backwards && isError && !data && <p className={adminPage.empty}>{t('activity.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t('activity.empty')}</p>}
      {data && data.items.length > 0 && <ActivityTable entries={data.items} />}
      {data && <Pagination page={page} total={data.total} pageSize={ACTIVITY_PAGE_SIZE} onPageChange={setPage} />}
    </section>
  );
}
