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
import { savePartner, useReloadPartners, type AdminPartner, type PartnerInput } from './usePartners';
import { refusalReason } from '../refusal';

const emptyPartner: PartnerInput = { name: '', logoUrl: '', active: true };

interface PartnerDialogProps {
  /** The partner to edit, or 'new' to add one; null when closed. */
  editing: AdminPartner | 'new' | null;
  onClose: () => void;
}

/** Add or edit a partner: name, logo (an address, or an image uploaded here) and whether it is active. */
export function PartnerDialog({ editing, onClose }: PartnerDialogProps) {
  if (!editing) return null;
  const partner = editing === 'new' ? undefined : editing;
  return <PartnerForm key={partner?.id ?? 'new'} partner={partner} onClose={onClose} />;
}

function PartnerForm({ partner, onClose }: { partner: AdminPartner | undefined; onClose: () => void }) {
  const reload = useReloadPartners();
  const title = partner ? t('partners.dialog.edit') : t('partners.dialog.add');
  const { form, onSubmit, pending } = useContractForm<PartnerInput, AdminPartner>({
    body: contentSchemas.requestBodies.createPartner!,
    messages: {
      name: t('partners.field.name.invalid'),
      logoUrl: t('partners.field.logoUrl.invalid'),
      active: t('manage.saveFailed'),
    },
    defaultValues: partner ? { name: partner.name, logoUrl: partner.logo.url, active: partner.active } : emptyPartner,
    send: (input) => savePartner(input, partner?.id),
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
          <Dialog.Description className={dialog.description}>{t('partners.dialog.description')}</Dialog.Description>
          <form className={`${fields.stack} ${fields.marked}`} onSubmit={onSubmit} noValidate aria-label={title}>
            <FormField form={form} name="name" label={t('partners.field.name')} autoComplete="off" />
            <FormField
              form={form}
              name="logoUrl"
              label={t('partners.field.logoUrl')}
              hint={t('partners.field.logoUrl.hint')}
              type="url"
              inputMode="url"
            />
            <ImageUploadInput
              label={t('partners.field.logoUpload')}
              uploadedMessage={t('manage.uploaded')}
              onUploaded={(url) => form.setValue('logoUrl', url, { shouldValidate: true, shouldDirty: true })}
            />
            <FormField form={form} name="active" label={t('partners.field.active')} as="checkbox" />
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
