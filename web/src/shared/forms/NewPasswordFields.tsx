import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import button from '../ui/button.module.css';
import { FormField } from './FormField';
import type { ContractForm } from './useContractForm';
import styles from './NewPasswordFields.module.css';

interface NewPasswordFieldsProps<Values extends FieldValues, Sent> {
  form: ContractForm<Values, Sent>;
  /** The new password's field, and its confirmation's (checked together by `newPasswordRules`): by default
   * `password` and `confirmPassword`. */
  password?: Path<Values>;
  confirm?: Path<Values>;
  label: string;
  confirmLabel: string;
  hint?: string;
  /** The show-passwords toggle's words, where the page offers one; it shows both fields at once. */
  showLabel?: string;
}

/**
 * A new password and its confirmation, wherever one is chosen (sign-up, reset, invitation, account): the
 * confirmation takes the password's limits from the contract, and the browser is told both are new.
 */
export function NewPasswordFields<Values extends FieldValues, Sent>({
  form,
  password = 'password' as Path<Values>,
  confirm = 'confirmPassword' as Path<Values>,
  label,
  confirmLabel,
  hint,
  showLabel,
}: NewPasswordFieldsProps<Values, Sent>) {
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  return (
    <>
      <FormField form={form} name={password} label={label} hint={hint} type={type} autoComplete="new-password" />
      <FormField form={form} name={confirm} label={confirmLabel} type={type} autoComplete="new-password" limitsOf={password} />
      {showLabel && (
        <button
          type="button"
          className={`${button.ghost} ${styles.toggle}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {showLabel}
        </button>
      )}
    </>
  );
}
