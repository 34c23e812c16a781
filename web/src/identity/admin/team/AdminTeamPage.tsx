import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import { useDebouncedValue } from '../../../shared/lib/useDebouncedValue';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import { CommitSelect } from '../../../shared/ui/CommitSelect';
import layout from '../../../shared/ui/layout.module.css';
import hidden from '../../../shared/ui/visuallyHidden.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/admin/ListFilters';
import { InviteDialog } from './InviteDialog';
import { PendingInvitations } from './PendingInvitations';
import { TeamConfirmDialog } from './TeamConfirmDialog';
import { TeamTable } from './TeamTable';
import { roleLabel, statusLabel, teamRoles, teamStatuses, type TeamMemberStatus, type TeamRole } from './teamLabels';
import { useTeam, useTeamAction, type TeamAction } from './useTeam';
import styles from './AdminTeamPage.module.css';

/**
 * /admin/team, for admins (mentors): the people with their role, status and last sign-in, searched and
 * filtered; the invitations not yet accepted, with Resend and Revoke; Invite. The route table marks it
 * `adminOnly`, so a member (a student) who opens it is told it is for admins (AdminOnly) before this renders.
 */
export function AdminTeamPage() {
  const { user } = useAuth();
  // Never anyone but an admin behind AdminOnly; the check keeps the team's calls from ever being made otherwise.
  if (user?.role !== 'admin') return null;
  return <TeamScreen selfId={user.id} />;
}

function TeamScreen({ selfId }: { selfId: string }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<TeamRole | 'all'>('all');
  const [status, setStatus] = useState<TeamMemberStatus | 'all'>('all');
  const [inviting, setInviting] = useState(false);
  const [asking, setAsking] = useState<TeamAction | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useTeam({ q, role, status });
  const action = useTeamAction();

  const confirm = () => {
    if (!asking) return;
    action.mutate(asking, { onSettled: () => setAsking(null) });
  };

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.team.title')} description={t('page.team.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('page.team.title')}</h1>
        <button type="button" className={button.primary} aria-haspopup="dialog" onClick={() => setInviting(true)}>
          {t('team.invite')}
        </button>
      </div>

      <div className={styles.toolbar}>
        <div className={fields.field}>
          <label htmlFor="team-search">{t('team.search')}</label>
          <input
            id="team-search"
            type="search"
            placeholder={t('team.searchPlaceholder')}
            maxLength={200}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={fields.field}>
          <label htmlFor="team-role">{t('team.filter.role')}</label>
          <CommitSelect id="team-role" value={role} onCommit={(next) => setRole(next as TeamRole | 'all')}>
            <option value="all">{t('team.filter.allRoles')}</option>
            {teamRoles.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option)}
              </option>
            ))}
          </CommitSelect>
        </div>
        <div className={fields.field}>
          <label htmlFor="team-status">{t('team.filter.status')}</label>
          <CommitSelect id="team-status" value={status} onCommit={(next) => setStatus(next as TeamMemberStatus | 'all')}>
            <option value="all">{t('team.filter.allStatuses')}</option>
            {teamStatuses.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </CommitSelect>
        </div>
      </div>

      <h2 className={hidden.visuallyHidden}>{t('team.people')}</h2>
      {isPending && (
        <p className={layout.status} role="status">
          {t('team.loading')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('team.loadFailed')}</p>}
      {data && data.members.length === 0 && <p className={adminPage.empty}>{t('team.empty')}</p>}
      {data && data.members.length > 0 && (
        <TeamTable
          members={data.members}
          selfId={selfId}
          busy={action.isPending}
          onChangeRole={(member, next) => setAsking({ kind: 'role', member, role: next })}
          onAsk={setAsking}
        />
      )}
      {data && (
        <PendingInvitations
          invitations={data.invitations}
          busy={action.isPending}
          onResend={(invitation) => action.mutate({ kind: 'resend', invitation })}
          onAsk={setAsking}
        />
      )}

      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <TeamConfirmDialog action={asking} pending={action.isPending} onConfirm={confirm} onCancel={() => setAsking(null)} />
    </section>
  );
}
