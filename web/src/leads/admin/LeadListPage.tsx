import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '../../shared/i18n/messages';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue';
import { Seo } from '../../app/seo/Seo';
import { ExportCsvButton } from '../../shared/admin/ExportCsvButton';
import { ListFilters, SEARCH_DEBOUNCE_MS } from '../../shared/admin/ListFilters';
import { Pagination } from '../../shared/admin/Pagination';
import layout from '../../shared/ui/layout.module.css';
import adminPage from '../../shared/admin/adminPage.module.css';

export interface LeadFilters<Status extends string> {
  status: Status | 'all';
  q: string;
}

/** The catalogue part whose `title`, `search`, `empty`, … words a lead list shows. */
type LeadListPart = 'inquiries' | 'applications';

interface LeadListPageProps<Row extends { id: string }, Status extends string> {
  /** Prefixes the filters' element ids. */
  id: string;
  part: LeadListPart;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  pageSize: number;
  usePage: (query: LeadFilters<Status> & { page: number }) => UseQueryResult<{ items: Row[]; total: number }>;
  /** Downloads what the filters select, every page of it, as CSV. */
  exportList: (filters: LeadFilters<Status>) => Promise<void>;
  table: (rows: Row[], open: (row: Row) => void) => ReactNode;
  dialog: (row: Row, close: () => void) => ReactNode;
}

/**
 * A back-office list of what prospects and students send (inquiries, applications): search, status filter,
 * server paging, CSV export of what the filters select, and a dialog with one row whole.
 */
export function LeadListPage<Row extends { id: string }, Status extends string>({
  id,
  part,
  statuses,
  statusLabel,
  pageSize,
  usePage,
  exportList,
  table,
  dialog,
}: LeadListPageProps<Row, Status>) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Row | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = usePage({ status, q, page });

  // The opened row as the list now has it (its status may have changed meanwhile).
  const shown = opened && (data?.items.find((row) => row.id === opened.id) ?? opened);

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(`${part}.title`)} description={t(`${part}.description`)} noIndex />
      <div className={adminPage.header}>
        <h1>{t(`${part}.title`)}</h1>
        <ExportCsvButton onExport={() => exportList({ status, q })} />
      </div>
      <ListFilters
        id={id}
        searchLabel={t(`${part}.search`)}
        searchPlaceholder={t(`${part}.searchPlaceholder`)}
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        filterLabel={t(`${part}.filter`)}
        allLabel={t(`${part}.filterAll`)}
        statuses={statuses}
        statusLabel={statusLabel}
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />

      {isPending && (
        <p className={layout.status} role="status">
          {t(`${part}.loading`)}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t(`${part}.loadFailed`)}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t(`${part}.empty`)}</p>}
      {data && data.items.length > 0 && table(data.items, setOpened)}

      {data && <Pagination page={page} total={data.total} pageSize={pageSize} onPageChange={setPage} />}
      {shown && dialog(shown, () => setOpened(null))}
    </section>
  );
}
