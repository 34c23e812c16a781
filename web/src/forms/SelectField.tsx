import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Field.module.css';

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}

/** A native select: the most robust accessible choice on every device and screen reader. */
export function SelectField({ label, registration, options }: SelectFieldProps) {
  const selectId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} {...registration}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
