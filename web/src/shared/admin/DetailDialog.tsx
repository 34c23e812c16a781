import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../ui/DialogContent';
import type { ReactNode } from 'react';
import { DialogCloseButton } from '../ui/DialogCloseButton';
import dialog from '../ui/Dialog.module.css';
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
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.content}`}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
          <DetailList details={details} notGiven={notGiven} />
          {children}
          <DialogCloseButton />
        </DialogContent>
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
