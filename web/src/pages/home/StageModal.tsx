import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../../ui/DialogCloseButton';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { leadsApi } from '../../api/clients';
import { expectOk } from '../../api/expectOk';
import { useSubmission } from '../../lib/useSubmission';
import { EMAIL_MAX_LENGTH, isEmail } from '../../lib/validation';
import { TextField } from '../../ui/TextField';
import type { BusinessStage } from './stages';

export const STAGE_MODAL_AUTO_CLOSE_MS = 3000;

interface StageModalProps {
  stage: BusinessStage;
  /** Unmounting the modal is what resets it. */
  onClose: () => void;
}

export function StageModal({ stage, onClose }: StageModalProps) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [thanked, setThanked] = useState(false);

  const submission = useSubmission(
    (address: string) => expectOk(leadsApi.POST('/inquiries/stage', { body: { stage: stage.number, email: address } })),
    {
      onSuccess: () => {
        notify.success("Thanks! We'll reach out to you soon.");
        setThanked(true);
      },
      onError: () => notify.error('Something went wrong. Please try again.'),
    },
  );

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(onClose, STAGE_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setEmailError('Please enter a valid email address');
      return;
    }
    setEmailError(undefined);
    void submission.submit(email.trim());
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <p className="eyebrow">Stage {stage.number} of 5</p>
          <Dialog.Title className="dialog-title">{stage.title}</Dialog.Title>
          <Dialog.Description className="dialog-description">{stage.description}</Dialog.Description>
          {thanked ? (
            <div className="dialog-thanks">
              {/* The submit button is gone, so focus moves here and stays inside the dialog. */}
              <h3 tabIndex={-1} autoFocus>
                Thank you!
              </h3>
              <p>We&apos;ll reach out to you soon with your next step.</p>
            </div>
          ) : (
            <>
              <div className="dialog-offer">
                <h3>{stage.popupTitle}</h3>
                <p>{stage.popupText}</p>
              </div>
              <form className="stack" onSubmit={submit} noValidate>
                <TextField
                  label="Email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  maxLength={EMAIL_MAX_LENGTH}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  error={emailError}
                />
                <div className="dialog-actions">
                  <Dialog.Close asChild>
                    <button type="button" className="button button-ghost">
                      Maybe Later
                    </button>
                  </Dialog.Close>
                  <button type="submit" className="button button-primary" disabled={submission.pending}>
                    {stage.cta}
                  </button>
                </div>
              </form>
            </>
          )}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
