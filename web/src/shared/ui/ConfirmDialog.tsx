import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from './DialogContent';
import { DialogFooter } from './DialogFooter';
import styles from './Dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  detail: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs, both buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. An alert dialog: focus starts on Cancel, the safe
 * choice, and Escape or a click outside cancels.
 */
export function ConfirmDialog({
  open,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <DialogContent className={styles.content} role="alertdialog">
          <Dialog.Title className={styles.title}>{question}</Dialog.Title>
          <Dialog.Description className={styles.description}>{detail}</Dialog.Description>
          <DialogFooter cancelLabel={cancelLabel} label={confirmLabel} pending={pending} onConfirm={onConfirm} danger />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
