import { t } from '../../../i18n/messages';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { AdminTeamMember, TeamMemberAction } from './useTeamMembers';

interface DeleteTeamMemberDialogProps {
  member: AdminTeamMember | null;
  pending: boolean;
  onConfirm: (action: TeamMemberAction) => void;
  onCancel: () => void;
}

/**
 * Asks before deleting a team member. One who is a post's author cannot be deleted (the server refuses it
 * too): the dialog says how many posts name them and offers to deactivate them instead.
 */
export function DeleteTeamMemberDialog({ member, pending, onConfirm, onCancel }: DeleteTeamMemberDialogProps) {
  const name = member?.name ?? '';
  const inUse = (member?.postCount ?? 0) > 0;
  return (
    <ConfirmDialog
      open={member !== null}
      question={t('teamMembers.delete.question', { name })}
      detail={inUse ? t('teamMembers.delete.inUse', { name, count: member?.postCount ?? 0 }) : t('teamMembers.delete.detail')}
      confirmLabel={inUse ? t('teamMembers.deactivate') : t('manage.delete')}
      cancelLabel={t('manage.cancel')}
      pending={pending}
      onConfirm={() => member && onConfirm(inUse ? { kind: 'active', member, active: false } : { kind: 'delete', member })}
      onCancel={onCancel}
    />
  );
}
