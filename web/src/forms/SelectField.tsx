import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  error?: string;
}

/** A native select: the most robust accessible choice on every device and screen reader. */
export function SelectField({ label, registration, options, error }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...control} {...registration}>
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
