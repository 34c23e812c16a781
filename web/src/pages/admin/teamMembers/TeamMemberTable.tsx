import { t } from '../../../i18n/messages';
import button from '../../../ui/button.module.css';
import adminTable from '../adminTable.module.css';
import { ActiveToggle } from '../manage/ActiveToggle';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../TableFrame';
import type { AdminTeamMember, TeamMemberAction } from './useTeamMembers';

interface TeamMemberTableProps {
  members: readonly AdminTeamMember[];
  /** Admins get the Active switch, Edit and Delete; members see the list. */
  canManage: boolean;
  busy: boolean;
  onEdit: (member: AdminTeamMember) => void;
  onAction: (action: TeamMemberAction) => void;
}

/** The site's team: Photo, Name, Role, Posts, Active (switched in place) and, for admins, Edit and Delete. */
export function TeamMemberTable({ members, canManage, busy, onEdit, onAction }: TeamMemberTableProps) {
  return (
    <TableFrame label={t('teamMembers.table')}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            <th scope="col">{t('teamMembers.column.avatar')}</th>
            <th scope="col">{t('manage.column.name')}</th>
            <th scope="col">{t('teamMembers.column.role')}</th>
            <th scope="col">{t('teamMembers.column.posts')}</th>
            <th scope="col">{t('manage.column.active')}</th>
            {canManage && <th scope="col">{t('manage.column.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                {member.avatar && (
                  <img
                    className={styles.thumb}
                    src={member.avatar.url}
                    alt={t('teamMembers.photoOf', { name: member.name })}
                    width={member.avatar.width ?? undefined}
                    height={member.avatar.height ?? undefined}
                    loading="lazy"
                  />
                )}
              </td>
              <td className={styles.name}>{member.name}</td>
              <td>{member.role}</td>
              <td>{member.postCount}</td>
              <td>
                <ActiveToggle
                  name={member.name}
                  active={member.active}
                  canChange={canManage}
                  busy={busy}
                  onChange={(active) => onAction({ kind: 'active', member, active })}
                />
              </td>
              {canManage && (
                <td>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={button.outline}
                      aria-haspopup="dialog"
                      aria-label={t('manage.editOf', { name: member.name })}
                      disabled={busy}
                      onClick={() => onEdit(member)}
                    >
                      {t('manage.edit')}
                    </button>
                    <button
                      type="button"
                      className={button.danger}
                      aria-label={t('manage.deleteOf', { name: member.name })}
                      disabled={busy}
                      onClick={() => onAction({ kind: 'delete', member })}
                    >
                      {t('manage.delete')}
                    </button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
