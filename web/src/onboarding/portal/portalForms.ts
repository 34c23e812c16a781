import * as identitySchemas from '@agency/contracts/openapi/identity.schemas';
import type { FieldValues, Path } from 'react-hook-form';
import { newPasswordRules } from '../../shared/forms/newPasswordRules';
import type { Precheck } from '../../shared/forms/useContractForm';

/** The most characters an access code field takes (spec 001 §9: 20), as the contract has it. */
export const ACCESS_CODE_MAX_LENGTH = identitySchemas.AccessCode.maxLength;

interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/** The portal's new password and its confirmation (sign-up and reset), checked by the shared rules. */
export const portalPasswordRules = <Values extends NewPasswordValues>(): Precheck<Values> =>
  newPasswordRules<Values>({
    password: 'password' as Path<Values>,
    confirm: 'confirmPassword' as Path<Values>,
    mismatch: 'password.mismatch',
    tooShort: 'password.tooShort',
  });
