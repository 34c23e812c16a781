import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur' | 'ref'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** Shown under the field and announced with it. */
  error?: string;
  hint?: string;
}

export function Field({ label, registration, error, hint, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} maxLength={input.maxLength}>
      {(control, paste) => <input {...control} {...paste} {...input} {...registration} />}
    </FieldFrame>
  );
}
