import * as identitySchemas from '@agency/contracts/openapi/identity.schemas';
import type { FieldValues, Path } from 'react-hook-form';
import type { Precheck } from '../../forms/useContractForm';
import { t } from '../../i18n/messages';

/** The most characters an access code field takes (spec 001 §9: 20), as the contract has it. */
export const ACCESS_CODE_MAX_LENGTH = identitySchemas.AccessCode.maxLength;

interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation, as spec 001 §5 checks them: the two must match, and only then
 * must the password be long enough ('Passwords do not match' comes first).
 */
export function newPasswordRules<Values extends NewPasswordValues>(): Precheck<Values> {
  const password = 'password' as Path<Values>;
  const confirmPassword = 'confirmPassword' as Path<Values>;
  return {
    owns: [password, confirmPassword],
    check: (values) => {
      if (values.password !== values.confirmPassword) return { fields: [confirmPassword], message: t('password.mismatch') };
      if (values.password.length < identitySchemas.NewPassword.minLength)
        return { fields: [password], message: t('password.tooShort') };
      return undefined;
    },
  };
}
