import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  /** An empty first option ('Select your year') for a choice with no default. */
  placeholder?: string;
  required?: boolean;
  error?: string;
  hint?: string;
}

/** A native select: the most robust accessible choice on every device and screen reader. */
export function SelectField({ label, registration, options, placeholder, required, error, hint }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} required={required} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
