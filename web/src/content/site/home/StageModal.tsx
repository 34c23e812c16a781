import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../../shared/ui/DialogContent';
import { useEffect, useState } from 'react';
import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { FormField } from '../../../shared/forms/FormField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { submitStageInquiry } from '../../../leads/submissions';
import { DialogCloseButton } from '../../../shared/ui/DialogCloseButton';
import { DialogFooter } from '../../../shared/ui/DialogFooter';
import { stageText, type StageNumber } from './stages';
import fields from '../../../shared/forms/Field.module.css';
import dialog from '../../../shared/ui/Dialog.module.css';
import text from '../../../shared/ui/text.module.css';
import styles from './StageModal.module.css';

export const STAGE_MODAL_AUTO_CLOSE_MS = 3000;

interface StageModalProps {
  stage: StageNumber;
  /** Unmounting the modal is what resets it. */
  onClose: () => void;
}

export function StageModal({ stage, onClose }: StageModalProps) {
  const [thanked, setThanked] = useState(false);
  const { form, onSubmit, pending } = useContractForm<{ email: string }>({
    body: leads.submitStageInquiry!,
    messages: { email: t('field.email.invalid') },
    defaultValues: { email: '' },
    send: ({ email }) => submitStageInquiry({ stage, email }),
    successMessage: t('stageModal.success'),
    failureMessage: t('form.failed'),
    onSuccess: () => setThanked(true),
  });

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(onClose, STAGE_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClose]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <p className={text.eyebrow}>{t('stageModal.position', { number: stage })}</p>
          <Dialog.Title className={dialog.title}>{t(stageText(stage, 'title'))}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t(stageText(stage, 'description'))}</Dialog.Description>
          {thanked ? (
            <div className={styles.thanks}>
              {/* The submit button is gone, so focus moves here and stays inside the dialog. */}
              <h3 tabIndex={-1} autoFocus>
                {t('stageModal.thanksTitle')}
              </h3>
              <p>{t('stageModal.thanksText')}</p>
            </div>
          ) : (
            <>
              <div className={styles.offer}>
                <h3>{t(stageText(stage, 'popupTitle'))}</h3>
                <p>{t(stageText(stage, 'popupText'))}</p>
              </div>
              <form className={fields.stack} onSubmit={onSubmit} noValidate>
                <FormField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" />
                <DialogFooter
                  cancelLabel={t('stageModal.maybeLater')}
                  later
                  label={t(stageText(stage, 'cta'))}
                  pending={pending}
                />
              </form>
            </>
          )}
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
