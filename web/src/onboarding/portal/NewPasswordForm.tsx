import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import { t } from '../../shared/i18n/messages';
import fields from '../../shared/forms/Field.module.css';
import { portalPasswordRules } from './portalForms';
import { serverMessage } from './portalErrors';
import { confirmPasswordReset } from './passwordReset';

/** How long 'Password updated successfully!' shows before the sign-in (spec 001 §9). */
export const SIGN_IN_AFTER_MS = 2_000;

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** 'Reset Your Password': the new password, twice, sent with the link's token; then the sign-in. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [updated, setUpdated] = useState(false);
  const { form, onSubmit, pending } = useContractForm<NewPasswordValues, unknown, { password: string }, 'password'>({
    body: identity.confirmPasswordReset!,
    messages: { password: t('password.tooShort') },
    verbatim: ['password'],
    defaultValues: { password: '', confirmPassword: '' },
    precheck: portalPasswordRules<NewPasswordValues>(),
    send: ({ password }) => confirmPasswordReset(token, password),
    successMessage: t('reset.updated'),
    failureMessage: (error) => serverMessage(error) ?? t('reset.failed'),
    onSuccess: () => setUpdated(true),
  });

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => void navigate('/onboarding'), SIGN_IN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [updated, navigate]);

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
      <NewPasswordFields
        form={form}
        label={t('reset.newPassword')}
        confirmLabel={t('reset.confirmPassword')}
        showLabel={t('reset.showPasswords')}
      />
      <SubmitButton label={t('reset.submit')} pendingLabel={t('reset.updating')} pending={pending} disabled={updated} wide />
    </form>
  );
}
