import { t } from '../../../i18n/messages';
import { formatMoment } from '../../../lib/viewerTime';
import button from '../../../ui/button.module.css';
import { CommitSelect } from '../../../ui/CommitSelect';
import adminTable from '../adminTable.module.css';
import { StatusBadge } from '../clients/StatusBadge';
import { TableFrame } from '../TableFrame';
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
    <TableFrame label={t('team.table')}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            <th scope="col">{t('team.column.name')}</th>
            <th scope="col">{t('team.column.email')}</th>
            <th scope="col">{t('team.column.role')}</th>
            <th scope="col">{t('team.column.status')}</th>
            <th scope="col">{t('team.column.lastSignIn')}</th>
            <th scope="col">{t('team.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableFrame>
  );
}
