import { useId } from 'react';
import fields from '../../forms/Field.module.css';
import styles from '../../../content/admin/manage/Manage.module.css';

interface RecordSearchProps {
  label: string;
  placeholder?: string;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
}

/** The search box over a list: part of a name or title, whatever its case. */
export function RecordSearch({ label, placeholder, maxLength = 200, value, onChange }: RecordSearchProps) {
  const id = useId();
  return (
    <div className={`${fields.field} ${styles.toolbar}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
