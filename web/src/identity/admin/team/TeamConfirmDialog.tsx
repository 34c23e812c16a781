import { t } from '../../../shared/i18n/messages';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { personName, roleLabel } from './teamLabels';
import type { TeamAction } from './useTeam';

function wordsOf(action: TeamAction) {
  switch (action.kind) {
    case 'deactivate': {
      const name = personName(action.member);
      return {
        question: t('team.deactivate.question', { name }),
        detail: t('team.deactivate.detail'),
        confirm: t('team.deactivate'),
      };
    }
    case 'reactivate': {
      const name = personName(action.member);
      return {
        question: t('team.reactivate.question', { name }),
        detail: t('team.reactivate.detail'),
        confirm: t('team.reactivate'),
      };
    }
    case 'role': {
      const name = personName(action.member);
      return {
        question: t('team.role.question', { name, role: roleLabel(action.role) }),
        detail: t(action.role === 'admin' ? 'team.role.toAdmin' : 'team.role.toMember'),
        confirm: t('team.role.confirm'),
      };
    }
    case 'revoke': {
      const { email } = action.invitation;
      return { question: t('team.revoke.question', { email }), detail: t('team.revoke.detail'), confirm: t('team.revoke') };
    }
    default:
      return undefined;
  }
}

interface TeamConfirmDialogProps {
  /** The action asked about; nothing is shown without one. */
  action: TeamAction | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A change of role, Deactivate, Reactivate and Revoke are asked about first, naming whom they touch. */
export function TeamConfirmDialog({ action, pending, onConfirm, onCancel }: TeamConfirmDialogProps) {
  const words = action ? wordsOf(action) : undefined;
  return (
    <ConfirmDialog
      open={words !== undefined}
      question={words?.question ?? ''}
      detail={words?.detail ?? ''}
      confirmLabel={words?.confirm ?? ''}
      cancelLabel={t('team.confirmCancel')}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
