import type { ReactNode } from 'react';
import { t } from '../../i18n/messages';
import styles from '../../pages/admin/manage/Manage.module.css';
import button from '../button.module.css';

interface RowActionsProps {
  /** The row's name, which names its buttons ("Edit Northwind Timber"). */
  name: string;
  busy?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's own buttons, before Edit and Delete. */
  children?: ReactNode;
}

/** Edit and Delete for one row, named after the record. */
export function RowActions({ name, busy, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <div className={styles.actions}>
      {children}
      <button
        type="button"
        className={button.outline}
        aria-haspopup="dialog"
        aria-label={t('manage.editOf', { name })}
        disabled={busy}
        onClick={onEdit}
      >
        {t('manage.edit')}
      </button>
      <button
        type="button"
        className={button.danger}
        aria-label={t('manage.deleteOf', { name })}
        disabled={busy}
        onClick={onDelete}
      >
        {t('manage.delete')}
      </button>
    </div>
  );
}
