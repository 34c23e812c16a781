import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import fields from '../forms/Field.module.css';
import styles from './Dialog.module.css';
import { DialogCloseButton } from './DialogCloseButton';
import { DialogContent } from './DialogContent';
import { DialogFooter } from './DialogFooter';

interface FormDialogBodyProps {
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's name for assistive technology, when it is not the title. */
  formLabel?: string;
  /** Required fields carry their mark (where most of the form is required). */
  marked?: boolean;
  pending: boolean;
  cancelLabel: string;
  /** The dialog's own close (one that also clears its form); else the cancel closes it as Escape does. */
  onCancel?: () => void;
  label: string;
  pendingLabel: string;
  /** The form's fields, above its footer. */
  children: ReactNode;
}

/** A dialog's form: its title and description, its fields, Cancel and its action, and the × in its corner. */
export function FormDialogBody({
  title,
  description,
  onSubmit,
  formLabel,
  marked,
  pending,
  cancelLabel,
  onCancel,
  label,
  pendingLabel,
  children,
}: FormDialogBodyProps) {
  return (
    <DialogContent className={styles.content}>
      <Dialog.Title className={styles.title}>{title}</Dialog.Title>
      <Dialog.Description className={styles.description}>{description}</Dialog.Description>
      <form
        className={marked ? `${fields.stack} ${fields.marked}` : fields.stack}
        onSubmit={onSubmit}
        noValidate
        aria-label={formLabel ?? title}
      >
        {children}
        <DialogFooter cancelLabel={cancelLabel} onCancel={onCancel} label={label} pendingLabel={pendingLabel} pending={pending} />
      </form>
      <DialogCloseButton />
    </DialogContent>
  );
}

interface FormDialogProps extends Omit<FormDialogBodyProps, 'onCancel'> {
  open: boolean;
  /** Cancel, Escape and a click outside all close through it; none closes while the form is being sent. */
  onClose: () => void;
}

/** A modal dialog holding one form: it stays open while the form is being sent. */
export function FormDialog({ open, onClose, ...body }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !body.pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <FormDialogBody {...body} onCancel={onClose} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
