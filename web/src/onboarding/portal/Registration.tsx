import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { User } from '../../shared/api/session';
import { FormField } from '../../shared/forms/FormField';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import { t } from '../../shared/i18n/messages';
import fields from '../../shared/forms/Field.module.css';
import { NextStep } from './NextStep';
import { AccessCodeField } from './AccessCodeField';
import { ACCESS_CODE_MAX_LENGTH, portalPasswordRules } from './portalForms';
import { errorCode, serverMessage } from './portalErrors';
import { registerClient, type RegisterRequest } from './portalSession';
import styles from './PortalForm.module.css';

interface RegisterValues {
  accessCode: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const body = identity.register!;

/** What a refused registration says, and on which field (spec 001 §8). */
function failure(error: unknown): { message: string; field?: 'accessCode' | 'email' } {
  switch (errorCode(error)) {
    case 'IDENTITY_ACCESS_CODE_INVALID':
      return { message: t('register.codeInvalid'), field: 'accessCode' };
    case 'IDENTITY_ACCESS_CODE_EMAIL_MISMATCH':
      return { message: t('register.emailMismatch'), field: 'email' };
    default:
      return { message: serverMessage(error) ?? t('register.failed') };
  }
}

/** The registration form (the invitation's link fills the code in), then post-login routing. */
export function Registration() {
  const [searchParams] = useSearchParams();
  const [registered, setRegistered] = useState<User | null>(null);
  const { form, onSubmit, pending } = useContractForm<RegisterValues, User, RegisterRequest, keyof RegisterRequest>({
    body,
    messages: { accessCode: t('portal.accessCode.invalid'), email: t('field.email.invalid'), password: t('password.tooShort') },
    verbatim: ['password'],
    defaultValues: {
      accessCode: (searchParams.get('code') ?? '').toUpperCase().slice(0, ACCESS_CODE_MAX_LENGTH),
      email: '',
      password: '',
      confirmPassword: '',
    },
    precheck: portalPasswordRules<RegisterValues>(),
    send: async (request) => (await registerClient(request)).user,
    successMessage: t('register.success'),
    failureMessage: (error) => failure(error).message,
    errorField: (error) => failure(error).field,
    onSuccess: setRegistered,
  });

  if (registered) return <NextStep user={registered} />;

  return (
    <>
      <form className={`${fields.stack} ${fields.marked}`} onSubmit={onSubmit} noValidate aria-label={t('page.register.title')}>
        <AccessCodeField form={form} name="accessCode" />
        <FormField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" />
        <NewPasswordFields
          form={form}
          label={t('field.password')}
          hint={t('register.password.hint')}
          confirmLabel={t('register.confirmPassword')}
        />
        <SubmitButton label={t('register.submit')} pendingLabel={t('register.submitting')} pending={pending} wide />
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/onboarding">{t('register.toSignIn')}</Link>
        </li>
      </ul>
    </>
  );
}
