import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { DialogCloseButton } from '../../ui/DialogCloseButton';
import dialog from '../../ui/Dialog.module.css';
import styles from './DetailDialog.module.css';

export interface Detail {
  label: string;
  /** Empty text shows as the 'not given' word. */
  value: ReactNode;
  /** Free text that takes the whole width and keeps its line breaks. */
  long?: boolean;
}

interface DetailDialogProps {
  title: string;
  description: string;
  /** Shown when a value is empty. */
  notGiven: string;
  details: readonly Detail[];
  /** Further sections under the details (a proposal's fields, the lead inbox link). */
  children?: ReactNode;
  onClose: () => void;
}

/**
 * One record of a back-office list, whole, in a modal dialog: focus moves in and is kept there, and
 * Escape, the close button or a click outside return it to the row that opened it.
 */
export function DetailDialog({ title, description, notGiven, details, children, onClose }: DetailDialogProps) {
  // What had focus when the dialog opened (the row's name button) gets it back when it closes.
  const [opener] = useState(() => document.activeElement);
  const returnFocus = (event: Event) => {
    if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${styles.content}`} onCloseAutoFocus={returnFocus}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
          <DetailList details={details} notGiven={notGiven} />
          {children}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function DetailList({ details, notGiven }: { details: readonly Detail[]; notGiven: string }) {
  return (
    <dl className={styles.details}>
      {details.map((detail) => (
        <div key={detail.label} className={detail.long ? `${styles.detail} ${styles.long}` : styles.detail}>
          <dt>{detail.label}</dt>
          <dd>{detail.value === '' ? <span className={styles.notGiven}>{notGiven}</span> : detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
