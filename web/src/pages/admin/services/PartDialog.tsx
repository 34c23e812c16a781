import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '../../../forms/SubmitButton';
import fields from '../../../forms/Field.module.css';
import { t } from '../../../i18n/messages';
import button from '../../../ui/button.module.css';
import dialog from '../../../ui/Dialog.module.css';
import { DialogCloseButton } from '../../../ui/DialogCloseButton';
import { DialogContent } from '../../../ui/DialogContent';

interface PartDialogProps {
  title: string;
  description: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The add/edit dialog of a service's part: its form, Cancel and Save. */
export function PartDialog({ title, description, pending, onClose, onSubmit, children }: PartDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
          <form className={`${fields.stack} ${fields.marked}`} onSubmit={onSubmit} noValidate aria-label={title}>
            {children}
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
