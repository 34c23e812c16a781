import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
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
import type { TaxonomyKind, TaxonomyUsage } from './taxonomyKinds';
import { renameTerm, useReloadTaxonomy } from './useTaxonomy';

interface RenameDialogProps {
  kind: TaxonomyKind;
  /** The row being renamed; the dialog is closed without one. */
  term: TaxonomyUsage | null;
  onClose: () => void;
}

/** A name already taken (CONTENT_CATEGORY_TAKEN, CONTENT_TAG_TAKEN) is said on the field; the dialog stays. */
const isTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Rename: the new name, from which the server makes the new slug. */
export function RenameDialog({ kind, term, onClose }: RenameDialogProps) {
  const reload = useReloadTaxonomy();
  const taken = kind === 'categories' ? t('taxonomy.rename.categoryTaken') : t('taxonomy.rename.tagTaken');
  const { form, onSubmit, pending } = useContractForm<{ name: string }, TaxonomyUsage | { id: string; name: string }>({
    body: contentSchemas.requestBodies.renameCategory!,
    messages: { name: t('taxonomy.field.name.invalid') },
    defaultValues: { name: term?.name ?? '' },
    send: ({ name }) => renameTerm(kind, term!.id, name),
    successMessage: ({ name }) => t('taxonomy.rename.done', { name }),
    failureMessage: (error) => (isTaken(error) ? taken : t('taxonomy.rename.failed')),
    conflict: { field: 'name', message: taken },
    onSuccess: () => {
      void reload();
      onClose();
    },
  });

  useEffect(() => {
    if (term) form.reset({ name: term.name });
  }, [term, form]);

  return (
    <Dialog.Root open={term !== null} onOpenChange={(next) => !next && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <Dialog.Title className={dialog.title}>{t('taxonomy.rename.title', { name: term?.name ?? '' })}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t('taxonomy.rename.description')}</Dialog.Description>
          <form className={`${fields.stack} ${fields.marked}`} onSubmit={onSubmit} noValidate aria-label={t('taxonomy.rename')}>
            <FormField form={form} name="name" label={t('taxonomy.field.name')} autoComplete="off" />
            <div className={dialog.actions}>
              <button type="button" className={button.outline} onClick={onClose} disabled={pending}>
                {t('taxonomy.cancel')}
              </button>
              <SubmitButton label={t('taxonomy.rename.save')} pendingLabel={t('taxonomy.rename.saving')} pending={pending} />
            </div>
          </form>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
