import { useState } from 'react';
import { useAuth } from '../../../auth/useAuth';
import { t } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Seo } from '../../../seo/Seo';
import button from '../../../ui/button.module.css';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';
import { SEARCH_DEBOUNCE_MS } from '../ListFilters';
import styles from '../manage/Manage.module.css';
import { NameSearch } from '../manage/NameSearch';
import { Pagination } from '../Pagination';
import { PartnerDialog } from './PartnerDialog';
import { PartnerTable } from './PartnerTable';
import { PARTNERS_PAGE_SIZE, usePartnerAction, usePartners, type AdminPartner } from './usePartners';

/**
 * /admin/partners: every partner, active or not, searched and paged. Admins add, edit, switch on or off and
 * delete them (the services refuse anyone else); members see the list.
 */
export function AdminPartnersPage() {
  const { isAdmin } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminPartner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPartner | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = usePartners(q, page);
  const action = usePartnerAction();

  const searchFor = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.partners.title')} description={t('page.partners.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('page.partners.title')}</h1>
        {isAdmin && (
          <button type="button" className={button.primary} aria-haspopup="dialog" onClick={() => setEditing('new')}>
            {t('partners.add')}
          </button>
        )}
      </div>
      {!isAdmin && <p className={styles.readOnly}>{t('manage.readOnly')}</p>}
      <NameSearch value={search} onChange={searchFor} />

      {isPending && (
        <p className={layout.status} role="status">
          {t('partners.loadingList')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('partners.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t('partners.empty')}</p>}
      {data && data.items.length > 0 && (
        <PartnerTable
          partners={data.items}
          canManage={isAdmin}
          busy={action.isPending}
          onEdit={setEditing}
          onAction={(next) => (next.kind === 'delete' ? setDeleting(next.partner) : action.mutate(next))}
        />
      )}
      {data && <Pagination page={data.page} total={data.total} pageSize={PARTNERS_PAGE_SIZE} onPageChange={setPage} />}

      <PartnerDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        question={t('partners.delete.question', { name: deleting?.name ?? '' })}
        detail={t('partners.delete.detail')}
        confirmLabel={t('manage.delete')}
        cancelLabel={t('manage.cancel')}
        pending={action.isPending}
        onConfirm={() => deleting && action.mutate({ kind: 'delete', partner: deleting }, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
