import { useState } from 'react';
import { useAuth } from '../../../auth/useAuth';
import { t } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Seo } from '../../../seo/Seo';
import button from '../../../ui/button.module.css';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';
import { SEARCH_DEBOUNCE_MS } from '../ListFilters';
import styles from '../manage/Manage.module.css';
import { NameSearch } from '../manage/NameSearch';
import { Pagination } from '../Pagination';
import { DeleteTeamMemberDialog } from './DeleteTeamMemberDialog';
import { TeamMemberDialog } from './TeamMemberDialog';
import { TeamMemberTable } from './TeamMemberTable';
import { TEAM_MEMBERS_PAGE_SIZE, useTeamMemberAction, useTeamMembers, type AdminTeamMember } from './useTeamMembers';

/**
 * /admin/team-members: the people the blog names as post authors, active or not,
 * searched and paged. Admins add, edit, switch on or off and delete them (the services refuse anyone else);
 * members see the list. The accounts that sign in to the back office are the Team screen's, not these.
 */
export function AdminTeamMembersPage() {
  const { isAdmin } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminTeamMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTeamMember | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useTeamMembers(q, page);
  const action = useTeamMemberAction();

  const searchFor = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.teamMembers.title')} description={t('page.teamMembers.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('page.teamMembers.title')}</h1>
        {isAdmin && (
          <button type="button" className={button.primary} aria-haspopup="dialog" onClick={() => setEditing('new')}>
            {t('teamMembers.add')}
          </button>
        )}
      </div>
      {!isAdmin && <p className={styles.readOnly}>{t('manage.readOnly')}</p>}
      <NameSearch value={search} onChange={searchFor} />

      {isPending && (
        <p className={layout.status} role="status">
          {t('teamMembers.loadingList')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('teamMembers.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t('teamMembers.empty')}</p>}
      {data && data.items.length > 0 && (
        <TeamMemberTable
          members={data.items}
          canManage={isAdmin}
          busy={action.isPending}
          onEdit={setEditing}
          onAction={(next) => (next.kind === 'delete' ? setDeleting(next.member) : action.mutate(next))}
        />
      )}
      {data && <Pagination page={data.page} total={data.total} pageSize={TEAM_MEMBERS_PAGE_SIZE} onPageChange={setPage} />}

      <TeamMemberDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteTeamMemberDialog
        member={deleting}
        pending={action.isPending}
        onConfirm={(next) => action.mutate(next, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
