import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Field.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur' | 'ref'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** Shown under the field and announced with it. */
  error?: string;
}

export function Field({ label, registration, error, className, ...input }: FieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
