import * as Dialog from '@radix-ui/react-dialog';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../forms/FormField';
import { SubmitButton } from '../../../forms/SubmitButton';
import { useContractForm } from '../../../forms/useContractForm';
import fields from '../../../forms/Field.module.css';
import { t } from '../../../i18n/messages';
import button from '../../../ui/button.module.css';
import dialog from '../../../ui/Dialog.module.css';
import { DialogCloseButton } from '../../../ui/DialogCloseButton';
import { DialogContent } from '../../../ui/DialogContent';
import { ImageUploadInput } from '../posts/editor/ImageUploadInput';
import { saveTeamMember, useReloadTeamMembers, type AdminTeamMember, type TeamMemberInput } from './useTeamMembers';
import { refusalReason } from '../refusal';

/** The form's values: an empty photo address is sent as null (no photo). */
type TeamMemberValues = Omit<TeamMemberInput, 'avatarUrl'> & { avatarUrl: string };

const emptyMember: TeamMemberValues = { name: '', role: '', avatarUrl: '', active: true };

interface TeamMemberDialogProps {
  /** The member to edit, or 'new' to add one; null when closed. */
  editing: AdminTeamMember | 'new' | null;
  onClose: () => void;
}

/** Add or edit a team member: name, role, photo (an address, or an image uploaded here) and whether they are active. */
export function TeamMemberDialog({ editing, onClose }: TeamMemberDialogProps) {
  if (!editing) return null;
  const member = editing === 'new' ? undefined : editing;
  return <TeamMemberForm key={member?.id ?? 'new'} member={member} onClose={onClose} />;
}

function TeamMemberForm({ member, onClose }: { member: AdminTeamMember | undefined; onClose: () => void }) {
  const reload = useReloadTeamMembers();
  const title = member ? t('teamMembers.dialog.edit') : t('teamMembers.dialog.add');
  const { form, onSubmit, pending } = useContractForm<TeamMemberValues, AdminTeamMember, TeamMemberInput>({
    body: contentSchemas.requestBodies.createTeamMember!,
    messages: {
      name: t('teamMembers.field.name.invalid'),
      role: t('teamMembers.field.role.invalid'),
      avatarUrl: t('teamMembers.field.avatarUrl.invalid'),
      active: t('manage.saveFailed'),
    },
    defaultValues: member
      ? { name: member.name, role: member.role, avatarUrl: member.avatar?.url ?? '', active: member.active }
      : emptyMember,
    send: (input) => saveTeamMember(input, member?.id),
    successMessage: ({ name }) => t('manage.saved', { name }),
    failureMessage: (error) => refusalReason(error) ?? t('manage.saveFailed'),
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });

  return (
    <Dialog.Root open onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t('teamMembers.dialog.description')}</Dialog.Description>
          <form className={`${fields.stack} ${fields.marked}`} onSubmit={onSubmit} noValidate aria-label={title}>
            <FormField form={form} name="name" label={t('teamMembers.field.name')} autoComplete="off" />
            <FormField form={form} name="role" label={t('teamMembers.field.role')} autoComplete="off" />
            <FormField
              form={form}
              name="avatarUrl"
              label={t('teamMembers.field.avatarUrl')}
              hint={t('teamMembers.field.avatarUrl.hint')}
              type="url"
              inputMode="url"
            />
            <ImageUploadInput
              label={t('teamMembers.field.avatarUpload')}
              uploadedMessage={t('manage.uploaded')}
              onUploaded={(url) => form.setValue('avatarUrl', url, { shouldValidate: true, shouldDirty: true })}
            />
            <FormField form={form} name="active" label={t('teamMembers.field.active')} as="checkbox" />
            <div className={dialog.actions}>
              <button type="button" className={button.outline} onClick={onClose} disabled={pending}>
                {t('manage.cancel')}
              </button>
              <SubmitButton label={t('manage.save')} pendingLabel={t('manage.saving')} pending={pending} />
            </div>
          </form>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
