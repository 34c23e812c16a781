import { useId } from 'react';
import fields from '../../../forms/Field.module.css';
import { t } from '../../../i18n/messages';
import styles from './Manage.module.css';

/** The search box over a managed list: part of a name, whatever its case. */
export function NameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={`${fields.field} ${styles.toolbar}`}>
      <label htmlFor={id}>{t('manage.search')}</label>
      <input
        id={id}
        type="search"
        placeholder={t('manage.searchPlaceholder')}
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
