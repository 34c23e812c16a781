import { t } from '../../../shared/i18n/messages';
import { formatMoment } from '../../../shared/lib/viewerTime';
import button from '../../../shared/ui/button.module.css';
import { CommitSelect } from '../../../shared/ui/CommitSelect';
import { StatusBadge } from '../../../onboarding/admin/clients/StatusBadge';
import { AdminTable } from '../../../shared/admin/AdminTable';
import { personName, roleLabel, statusLabel, teamRoles, type TeamMember, type TeamRole } from './teamLabels';
import type { TeamAction } from './useTeam';
import styles from './AdminTeamPage.module.css';

interface TeamTableProps {
  members: readonly TeamMember[];
  /** The signed-in admin's id: their own row says so. */
  selfId: string | undefined;
  /** A change of role, deactivating and reactivating are asked about first (the role shown stays until confirmed). */
  onChangeRole: (member: TeamMember, role: TeamRole) => void;
  onAsk: (action: TeamAction) => void;
  busy: boolean;
}

/** The people: Name, Email, Role (changed in place), Status, Last sign-in and Deactivate or Reactivate. */
export function TeamTable({ members, selfId, onChangeRole, onAsk, busy }: TeamTableProps) {
  return (
    <AdminTable
      label={t('team.table')}
      columns={[
        t('team.column.name'),
        t('team.column.email'),
        t('team.column.role'),
        t('team.column.status'),
        t('team.column.lastSignIn'),
        t('team.column.actions'),
      ]}
    >
      {members.map((member) => {
        const name = personName(member);
        const active = member.status === 'active';
        return (
          <tr key={member.id}>
            <td>
              <span className={styles.name}>{member.name ?? t('team.noName')}</span>
              {member.id === selfId && <span className={styles.you}>{t('team.you')}</span>}
            </td>
            <td>{member.email}</td>
            <td>
              <CommitSelect
                aria-label={t('team.roleOf', { name })}
                className={styles.roleSelect}
                value={member.role}
                disabled={busy}
                onCommit={(role) => onChangeRole(member, role as TeamRole)}
              >
                {teamRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </CommitSelect>
            </td>
            <td>
              <StatusBadge tone={active ? 'active' : 'revoked'} label={statusLabel(member.status)} />
            </td>
            <td>
              {member.lastSignInAt ? (
                <time dateTime={member.lastSignInAt}>{formatMoment(member.lastSignInAt)}</time>
              ) : (
                t('team.never')
              )}
            </td>
            <td>
              <button
                type="button"
                className={active ? button.outline : button.ghost}
                aria-haspopup="dialog"
                aria-label={active ? t('team.deactivateWho', { name }) : t('team.reactivateWho', { name })}
                disabled={busy}
                onClick={() => onAsk({ kind: active ? 'deactivate' : 'reactivate', member })}
              >
                {active ? t('team.deactivate') : t('team.reactivate')}
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
