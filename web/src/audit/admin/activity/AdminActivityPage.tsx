import { useSearchParams } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { ExportCsvButton } from '../../../shared/admin/ExportCsvButton';
import { Pagination } from '../../../shared/admin/Pagination';
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

/** The filters' names in the address, so a reload, a shared link and Back keep them. */
const param = { actorId: 'person', subjectType: 'record', from: 'from', to: 'to' } as const satisfies Record<
  keyof ActivityFilters,
  string
>;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page the address holds; a day that is not one, or a page that is not a number, is left out. */
function fromAddress(params: URLSearchParams): ActivityFilters & { page: number } {
  const dayOf = (name: string) => {
    const value = params.get(name) ?? '';
    return day.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    actorId: params.get(param.actorId) ?? '',
    subjectType: params.get(param.subjectType) ?? '',
    from: dayOf(param.from),
    to: dayOf(param.to),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of these filters and page: only what is chosen, page 1 left out. */
function toAddress(filters: ActivityFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(param) as (keyof ActivityFilters)[]) if (filters[key]) params.set(param[key], filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The record of who did what, for admins: filtered by person, kind of record and days, paged, exportable. The
 * filters and the page live in the address (`?person=…&record=…&from=…&to=…&page=…`).
 */
export function AdminActivityPage() {
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = fromAddress(params);
  const show = (next: ActivityFilters, nextPage: number) => setParams(toAddress(next, nextPage), { replace: true });
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
      <ActivityFilterBar filters={filters} people={people.data ?? []} onChange={(next) => show(next, 1)} />

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
      {data && (
        <Pagination page={page} total={data.total} pageSize={ACTIVITY_PAGE_SIZE} onPageChange={(next) => show(filters, next)} />
      )}
    </section>
  );
}
