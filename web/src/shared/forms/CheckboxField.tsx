import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Field.module.css';

interface CheckboxFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Shown under the checkbox and announced with it. */
  error?: string;
}

/** A checkbox with its label beside it, and its error under it when it has one. */
export function CheckboxField({ label, registration, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const checkbox = (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  if (!error) return checkbox;
  return (
    <div>
      {checkbox}
      <p id={errorId} className={styles.error}>
        {error}
      </p>
    </div>
  );
}
