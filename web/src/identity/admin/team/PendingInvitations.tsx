import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import button from '../../../shared/ui/button.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { StatusBadge } from '../../../onboarding/admin/clients/StatusBadge';
import { AdminTable } from '../../../shared/admin/AdminTable';
import { roleLabel, type TeamInvitation } from './teamLabels';
import type { TeamAction } from './useTeam';
import styles from './AdminTeamPage.module.css';

interface PendingInvitationsProps {
  invitations: readonly TeamInvitation[];
  /** Resend happens at once; Revoke is asked about first. */
  onResend: (invitation: TeamInvitation) => void;
  onAsk: (action: TeamAction) => void;
  busy: boolean;
}

/** The invitations not yet accepted, expired ones marked, each with Resend and Revoke. */
export function PendingInvitations({ invitations, onResend, onAsk, busy }: PendingInvitationsProps) {
  return (
    <section className={styles.pending} aria-labelledby="team-pending">
      <h2 id="team-pending">{t('team.pending')}</h2>
      {invitations.length === 0 ? (
        <p className={adminPage.empty}>{t('team.pending.none')}</p>
      ) : (
        <AdminTable
          label={t('team.pending.table')}
          columns={[
            t('team.column.name'),
            t('team.column.email'),
            t('team.column.role'),
            t('team.column.invited'),
            t('team.column.expires'),
            t('team.column.actions'),
          ]}
        >
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.name}</td>
              <td>{invitation.email}</td>
              <td>{roleLabel(invitation.role)}</td>
              <td>
                <time dateTime={invitation.invitedAt}>{formatDate(invitation.invitedAt, 'short')}</time>
              </td>
              <td>
                {invitation.expired ? (
                  <StatusBadge tone="expired" label={t('team.expired')} />
                ) : (
                  <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt, 'short')}</time>
                )}
              </td>
              <td>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={button.outline}
                    aria-label={t('team.resendTo', { email: invitation.email })}
                    disabled={busy}
                    onClick={() => onResend(invitation)}
                  >
                    {t('team.resend')}
                  </button>
                  <button
                    type="button"
                    className={button.ghost}
                    aria-haspopup="dialog"
                    aria-label={t('team.revokeFor', { email: invitation.email })}
                    disabled={busy}
                    onClick={() => onAsk({ kind: 'revoke', invitation })}
                  >
                    {t('team.revoke')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
