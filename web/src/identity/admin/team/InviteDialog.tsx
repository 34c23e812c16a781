import * as identitySchemas from '@agency/contracts/openapi/identity.schemas';
import { ApiError } from '../../../shared/api/expectOk';
import { FormField } from '../../../shared/forms/FormField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { roleLabel, teamRoles, type NewTeamInvitation, type TeamInvitation } from './teamLabels';
import { inviteTeamMember, useReloadTeam } from './useTeam';

const emptyInvitation: NewTeamInvitation = { name: '', email: '', role: 'member' };

/** IDENTITY_EMAIL_TAKEN or IDENTITY_INVITATION_PENDING: the address is on the team already, or invited. */
const isTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invite: name, e-mail and role (a member, a student, unless the admin chooses otherwise). An address
 * already on the team or already invited is said on the field, and the dialog stays with what was typed.
 */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  const reloadTeam = useReloadTeam();
  const { form, onSubmit, pending } = useContractForm<NewTeamInvitation, TeamInvitation>({
    body: identitySchemas.requestBodies.inviteTeamMember!,
    messages: {
      name: t('team.field.name.invalid'),
      email: t('team.field.email.invalid'),
      role: t('team.field.role.invalid'),
    },
    defaultValues: emptyInvitation,
    send: inviteTeamMember,
    successMessage: ({ email }) => t('team.invite.sent', { email }),
    failureMessage: (error) => (isTaken(error) ? t('team.invite.conflict') : t('team.invite.failed')),
    conflict: { field: 'email', message: t('team.invite.conflict') },
    onSuccess: () => {
      void reloadTeam();
      close();
    },
  });

  function close() {
    form.reset(emptyInvitation);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('team.invite.title')}
      description={t('team.invite.description')}
      onSubmit={onSubmit}
      marked
      pending={pending}
      cancelLabel={t('team.invite.cancel')}
      label={t('team.invite.send')}
      pendingLabel={t('team.invite.sending')}
    >
      <FormField form={form} name="name" label={t('team.field.name')} autoComplete="off" />
      <FormField form={form} name="email" label={t('team.field.email')} type="email" autoComplete="off" />
      <FormField
        form={form}
        name="role"
        label={t('team.field.role')}
        as="select"
        options={teamRoles.map((role) => ({ value: role, label: roleLabel(role) }))}
      />
    </FormDialog>
  );
}
