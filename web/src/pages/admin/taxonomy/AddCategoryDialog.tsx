import * as Dialog from '@radix-ui/react-dialog';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { ApiError } from '../../../api/expectOk';
import fields from '../../../forms/Field.module.css';
import { FormField } from '../../../forms/FormField';
import { SubmitButton } from '../../../forms/SubmitButton';
import { useContractForm } from '../../../forms/useContractForm';
import { t } from '../../../i18n/messages';
import button from '../../../ui/button.module.css';
import dialog from '../../../ui/Dialog.module.css';
import { DialogCloseButton } from '../../../ui/DialogCloseButton';
import { DialogContent } from '../../../ui/DialogContent';
import { refusalReason } from '../refusal';
import { createCategory, useReloadTaxonomy } from './useTaxonomy';

/** A name already taken (CONTENT_CATEGORY_TAKEN) is said on the field; the dialog stays. */
const isTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Add Category: its name, from which the server makes its slug. Open while `open`; the form starts empty each time. */
export function AddCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <AddCategoryForm onClose={onClose} /> : null;
}

function AddCategoryForm({ onClose }: { onClose: () => void }) {
  const reload = useReloadTaxonomy();
  const taken = t('taxonomy.rename.categoryTaken');
  const { form, onSubmit, pending } = useContractForm<{ name: string }, { name: string }>({
    body: contentSchemas.requestBodies.createCategory!,
    messages: { name: t('taxonomy.field.name.invalid') },
    defaultValues: { name: '' },
    send: ({ name }) => createCategory(name),
    successMessage: ({ name }) => t('taxonomy.add.done', { name }),
    failureMessage: (error) => (isTaken(error) ? taken : (refusalReason(error) ?? t('taxonomy.add.failed'))),
    conflict: { field: 'name', message: taken },
    onSuccess: () => {
      void reload();
      onClose();
    },
  });

  return (
    <Dialog.Root open onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <Dialog.Title className={dialog.title}>{t('taxonomy.add.title')}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t('taxonomy.add.description')}</Dialog.Description>
          <form
            className={`${fields.stack} ${fields.marked}`}
            onSubmit={onSubmit}
            noValidate
            aria-label={t('taxonomy.add.title')}
          >
            <FormField form={form} name="name" label={t('taxonomy.field.name')} autoComplete="off" />
            <div className={dialog.actions}>
              <button type="button" className={button.outline} onClick={onClose} disabled={pending}>
                {t('taxonomy.cancel')}
              </button>
              <SubmitButton label={t('taxonomy.add.save')} pendingLabel={t('taxonomy.rename.saving')} pending={pending} />
            </div>
          </form>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
