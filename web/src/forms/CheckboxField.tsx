import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Field.module.css';

/** A checkbox with its label beside it. */
export function CheckboxField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
