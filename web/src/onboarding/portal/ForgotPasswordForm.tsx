import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { FormField } from '../../shared/forms/FormField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import { t } from '../../shared/i18n/messages';
import fields from '../../shared/forms/Field.module.css';
import { serverMessage } from './portalErrors';
import { requestPasswordReset } from './passwordReset';

const body = identity.requestPasswordReset!;

/**
 * 'Forgot Password': the address a reset link goes to. The answer is the same whether or not the
 * address has an account, so the page says the link is on its way either way.
 */
export function ForgotPasswordForm() {
  const { form, onSubmit, pending } = useContractForm<{ email: string }>({
    body,
    messages: { email: t('field.email.invalid') },
    defaultValues: { email: '' },
    precheck: {
      owns: ['email'],
      check: ({ email }) => (email.trim() ? undefined : { fields: ['email'], message: t('reset.email.required') }),
    },
    send: ({ email }) => requestPasswordReset(email),
    successMessage: t('reset.sent'),
    failureMessage: (error) => serverMessage(error) ?? t('reset.sendFailed'),
  });

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('reset.forgot.title')}>
      <FormField form={form} name="email" label={t('reset.email')} type="email" autoComplete="email" />
      <SubmitButton label={t('reset.send')} pendingLabel={t('reset.sending')} pending={pending} wide />
    </form>
  );
}
