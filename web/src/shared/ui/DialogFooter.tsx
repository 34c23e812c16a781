import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { SubmitButton } from '../forms/SubmitButton';
import button from './button.module.css';
import styles from './Dialog.module.css';

interface DialogFooterProps {
  cancelLabel: string;
  /** The dialog's own close (one that also clears its form); else the cancel closes it as Escape does. */
  onCancel?: () => void;
  /** An offer's quiet 'Maybe later', which never waits for the primary action. */
  later?: boolean;
  /** While the primary action runs, both buttons wait and the action says so (`pendingLabel`). */
  pending?: boolean;
  label?: string;
  pendingLabel?: string;
  /** The action also waits for a reason of the dialog's own (nothing chosen yet). */
  disabled?: boolean;
  /** The primary action as a button of its own; without it, it sends the dialog's form. */
  onConfirm?: () => void;
  /** For what cannot be undone. */
  danger?: boolean;
  /** A primary action that is not a button (a link to another page). */
  children?: ReactNode;
}

/** A dialog's buttons: Cancel, then its primary action with its busy state. */
export function DialogFooter({
  cancelLabel,
  onCancel,
  later,
  pending = false,
  label = '',
  pendingLabel,
  disabled,
  onConfirm,
  danger,
  children,
}: DialogFooterProps) {
  const cancelClass = later ? button.ghost : button.outline;
  const cancelWaits = !later && pending;
  const cancel = onCancel ? (
    <button type="button" className={cancelClass} onClick={onCancel} disabled={cancelWaits}>
      {cancelLabel}
    </button>
  ) : (
    <Dialog.Close className={cancelClass} disabled={cancelWaits}>
      {cancelLabel}
    </Dialog.Close>
  );
  const primary =
    children ??
    (onConfirm ? (
      <button
        type="button"
        className={danger ? button.danger : button.primary}
        disabled={pending || disabled}
        onClick={onConfirm}
      >
        {pending && pendingLabel ? pendingLabel : label}
      </button>
    ) : (
      <SubmitButton label={label} pendingLabel={pendingLabel} pending={pending} disabled={disabled} />
    ));
  return (
    <div className={styles.actions}>
      {cancel}
      {primary}
    </div>
  );
}
