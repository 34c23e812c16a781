import type { InputHTMLAttributes } from 'react';
import {
  get,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { CheckboxField } from './CheckboxField';
import { CheckboxGroupField } from './CheckboxGroupField';
import { t } from '../i18n/messages';
import { fieldLimits, TOO_LONG } from './contractRules';
import { Field } from './Field';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import type { ContractForm } from './useContractForm';

interface Option {
  value: string;
  label: string;
}

interface Bound<Values extends FieldValues, Sent, Name extends Path<Values>> {
  form: ContractForm<Values, Sent>;
  name: Name;
  /** The label; a legend for a group of checkboxes. */
  label: string;
  /** Passed to `register` (a change of one field that sets another). */
  registerOptions?: RegisterOptions<Values, Name>;
  /** Changes what typing does before the form reads it (letters made capitals). */
  adapt?: (registration: UseFormRegisterReturn<Name>) => UseFormRegisterReturn<Name>;
}

interface Marked<Values extends FieldValues> {
  hint?: string;
  /** The contract decides; given where the spec marks a field the contract lets be empty. */
  required?: boolean;
  /** A field the contract does not know (a password's confirmation) takes the limits of the one it repeats. */
  limitsOf?: Path<Values>;
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'inputMode'
>;

type Control<Values extends FieldValues> =
  | ({ as?: 'input'; className?: string } & Marked<Values> & InputAttributes)
  | ({ as: 'textarea'; className?: string; rows: number } & Marked<Values>)
  | ({ as: 'select'; options: readonly Option[]; placeholder?: string } & Marked<Values>)
  | { as: 'checkbox' }
  | { as: 'checkboxes'; options: readonly Option[]; hint?: string };

export type FormFieldProps<Values extends FieldValues, Sent, Name extends Path<Values>> = Bound<Values, Sent, Name> &
  Control<Values>;

/**
 * One field of a contract form, in one line: its registration, its error and its limits (the most
 * characters, whether it is required) come from the form and the request body it was made with.
 */
export function FormField<Values extends FieldValues, Sent, Name extends Path<Values>>(
  props: FormFieldProps<Values, Sent, Name>,
) {
  const { form, name, label, registerOptions, adapt } = props;
  const { errors } = useFormState({ control: form.control, name });
  const fieldError = get(errors, name) as FieldError | undefined;
  const limits = fieldLimits(form.contract, ('limitsOf' in props ? props.limitsOf : undefined) ?? name);
  // Text over the contract's length (in the browser, or refused by the server) says how long it may be.
  const tooLong = fieldError?.type === TOO_LONG && limits.maxLength !== undefined;
  const error = tooLong ? t('form.maxLength', { field: label, max: limits.maxLength! }) : fieldError?.message;
  const registered = form.register(name, registerOptions);
  const registration = adapt ? adapt(registered) : registered;

  if (props.as === 'checkbox') return <CheckboxField label={label} registration={registration} error={error} />;
  if (props.as === 'checkboxes') {
    const { options, hint } = props;
    return <CheckboxGroupField legend={label} hint={hint} options={options} registration={registration} error={error} />;
  }

  const shared = { label, registration, error, hint: props.hint, required: props.required ?? limits.required };
  if (props.as === 'select') return <SelectField {...shared} options={props.options} placeholder={props.placeholder} />;
  if (props.as === 'textarea')
    return <TextAreaField {...shared} className={props.className} rows={props.rows} maxLength={limits.maxLength} />;
  const { className, type, autoComplete, autoCapitalize, spellCheck, inputMode } = props;
  return (
    <Field
      {...shared}
      className={className}
      type={type}
      autoComplete={autoComplete}
      autoCapitalize={autoCapitalize}
      spellCheck={spellCheck}
      inputMode={inputMode}
      maxLength={limits.maxLength}
    />
  );
}
