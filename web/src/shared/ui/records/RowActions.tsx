import type { ReactNode } from 'react';
import { t } from '../../i18n/messages';
import type { RowActionWords } from './RecordKind';
import styles from '../../../content/admin/manage/Manage.module.css';
import button from '../button.module.css';

interface RowActionsProps {
  /** The row's name, which names its buttons ("Edit Northwind Timber"). */
  name: string;
  busy?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's own buttons, before Edit and Delete. */
  children?: ReactNode;
  /** The row's own buttons between Edit and Delete. */
  more?: ReactNode;
  words?: RowActionWords;
}

const shared: RowActionWords = {
  edit: 'manage.edit',
  editOf: (name) => t('manage.editOf', { name }),
  delete: 'manage.delete',
  deleteOf: (name) => t('manage.deleteOf', { name }),
};

/** Edit and Delete for one row, named after the record. */
export function RowActions({ name, busy, onEdit, onDelete, children, more, words = shared }: RowActionsProps) {
  return (
    <div className={styles.actions}>
      {children}
      <button
        type="button"
        className={button.outline}
        aria-haspopup="dialog"
        aria-label={words.editOf(name)}
        disabled={busy}
        onClick={onEdit}
      >
        {t(words.edit)}
      </button>
      {more}
      <button
        type="button"
        className={button.danger}
        aria-haspopup={words.deleteOpensDialog ? 'dialog' : undefined}
        aria-label={words.deleteOf(name)}
        disabled={busy}
        onClick={onDelete}
      >
        {t(words.delete)}
      </button>
    </div>
  );
}
