import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Field.module.css';

interface CheckboxGroupFieldProps {
  legend: string;
  /** One registration for every box: the form's value is the list of checked options. */
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}

/** Any number of options, each a checkbox, under one legend. */
export function CheckboxGroupField({ legend, registration, options, hint, error }: CheckboxGroupFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.group} aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option, index) => (
          <div key={option.value} className={styles.checkbox}>
            <input id={`${id}-${index}`} type="checkbox" value={option.value} {...registration} />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
