import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'onChange' | 'onBlur' | 'ref'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, registration, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} maxLength={textarea.maxLength}>
      {(control, paste) => <textarea {...control} {...paste} {...textarea} {...registration} />}
    </FieldFrame>
  );
}
