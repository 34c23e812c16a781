import * as Dialog from '@radix-ui/react-dialog';
import { t } from '../i18n/messages';
import styles from './Dialog.module.css';

/** The × in a dialog's corner. */
export function DialogCloseButton() {
  return (
    <Dialog.Close className={styles.close} aria-label={t('dialog.close')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}
