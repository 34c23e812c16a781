import * as identitySchemas from '@agency/contracts/openapi/identity.schemas';
import type { FieldValues, Path } from 'react-hook-form';
import { t, type TextKey } from '../i18n/messages';
import type { Precheck } from './useContractForm';

interface NewPasswordFields<Values extends FieldValues> {
  /** The new password's field, and its confirmation's. */
  password: Path<Values>;
  confirm: Path<Values>;
  /** The words, from the catalog of the area the form is in (read when the form is checked, once it is loaded). */
  mismatch: TextKey;
  tooShort: TextKey;
}

/**
 * A new password and its confirmation, as spec 001 §5 checks them everywhere one is chosen (sign-up, reset,
 * invitation, account): the two must match, and only then must the password be long enough ('Passwords do
 * not match' comes first).
 */
export function newPasswordRules<Values extends FieldValues>(fields: NewPasswordFields<Values>): Precheck<Values> {
  const { password, confirm, mismatch, tooShort } = fields;
  return {
    owns: [password, confirm],
    check: (values) => {
      const field = (name: string) => String((values as Record<string, unknown>)[name] ?? '');
      const chosen = field(password);
      if (chosen !== field(confirm)) return { fields: [confirm], message: t(mismatch) };
      if (chosen.length < identitySchemas.NewPassword.minLength) return { fields: [password], message: t(tooShort) };
      return undefined;
    },
  };
}
