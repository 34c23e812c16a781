import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { useDebouncedValue } from '../../../shared/lib/useDebouncedValue';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import { ListFilters, SEARCH_DEBOUNCE_MS } from '../../../shared/admin/ListFilters';
import { Pagination } from '../../../shared/admin/Pagination';
import { AddClientDialog } from './AddClientDialog';
import { clientFilterLabel, clientFilters, type ClientFilter } from './clientLabels';
import { ClientSummaryCards } from './ClientSummaryCards';
import { ClientTable } from './ClientTable';
import { CLIENTS_PAGE_SIZE, useClientPage } from './useClients';
import { useLiveClientCounts } from './useLiveClientCounts';
import adminPage from '../../../shared/admin/adminPage.module.css';
import styles from './AdminClientsPage.module.css';

/** Spec 001 §2: at most 5 page buttons under the list. */
const PAGE_BUTTONS = 5;

/**
 * /admin/clients: the summary, the searchable, filtered and paged list, and Add Client. `?unread=true`
 * narrows the list to the clients with unread messages, until the team asks for all of them; `?mine=true`
 * (the My clients box) to those the signed-in teammate looks after. The unread
 * badges and the cards follow the messages live.
 */
export function AdminClientsPage() {
  const [params, setParams] = useSearchParams();
  const unread = params.get('unread') === 'true';
  const mine = params.get('mine') === 'true';
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ClientFilter>('all');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useClientPage({ filter, q, unread, mine, page });
  useLiveClientCounts();
  const narrowed = q !== '' || filter !== 'all' || unread || mine;

  /** Sets or clears one of the list's narrowings kept in the address (`unread`, `mine`), from page 1. */
  const narrowTo = (name: 'unread' | 'mine', on: boolean) => {
    setPage(1);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set(name, 'true');
      else next.delete(name);
      return next;
    });
  };
  const showAll = () => narrowTo('unread', false);

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.clients.title')} description={t('page.clients.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('page.clients.title')}</h1>
        <button type="button" className={button.primary} aria-haspopup="dialog" onClick={() => setAdding(true)}>
          {t('clients.add')}
        </button>
      </div>
      <ClientSummaryCards />
      {unread && (
        <p className={styles.narrowed}>
          <span>{t('clients.unreadOnly')}</span>
          <button type="button" className={button.ghost} onClick={showAll}>
            {t('clients.unreadOnly.clear')}
          </button>
        </p>
      )}
      <ListFilters
        id="client"
        searchLabel={t('clients.search')}
        searchPlaceholder={t('clients.searchPlaceholder')}
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        filterLabel={t('clients.filter')}
        allLabel={clientFilterLabel('all')}
        statuses={clientFilters}
        statusLabel={clientFilterLabel}
        status={filter}
        onStatus={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <label className={styles.mine}>
        <input type="checkbox" checked={mine} onChange={(event) => narrowTo('mine', event.target.checked)} />
        {t('clients.mine')}
      </label>

      {isPending && (
        <p className={layout.status} role="status">
          {t('clients.loading')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('clients.loadFailed')}</p>}
      {data && data.items.length === 0 && (
        <div className={`${adminPage.empty} ${styles.empty}`}>
          <p className={styles.emptyTitle}>{t('clients.empty')}</p>
          <p>{narrowed ? t('clients.empty.filtered') : t('clients.empty.none')}</p>
        </div>
      )}
      {data && data.items.length > 0 && <ClientTable clients={data.items} />}

      {data && (
        <Pagination
          page={page}
          total={data.total}
          pageSize={CLIENTS_PAGE_SIZE}
          pageButtons={PAGE_BUTTONS}
          onPageChange={setPage}
        />
      )}
      <AddClientDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
