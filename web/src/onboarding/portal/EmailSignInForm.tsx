import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { useWatch } from 'react-hook-form';
import { forgetClient, rememberClient } from '../../identity/auth/clientStorage';
import { useAuth } from '../../identity/auth/useAuth';
import { SignInFields } from '../../shared/forms/CurrentPasswordField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import { t } from '../../shared/i18n/messages';
import fields from '../../shared/forms/Field.module.css';
import { serverMessage } from './portalErrors';

interface EmailSignIn {
  email: string;
  password: string;
}

const body = identity.login!;

/**
 * E-mail and password: both are needed, so the button waits until neither is empty. The page takes a
 * signed-in account on (a client to its next step, a team account to the back office).
 */
export function EmailSignInForm() {
  const { signIn } = useAuth();
  const { form, onSubmit, pending } = useContractForm<EmailSignIn>({
    body,
    messages: { email: t('field.email.invalid'), password: t('field.password.invalid') },
    verbatim: ['password'],
    defaultValues: { email: '', password: '' },
    send: async ({ email, password }) => {
      // What the tab kept about an earlier client goes before another account signs in.
      forgetClient();
      const user = await signIn(email, password);
      if (user.role === 'client') rememberClient({ email: user.email });
      return user;
    },
    successMessage: t('portal.signIn.success'),
    failureMessage: (error) => serverMessage(error) ?? t('portal.signIn.failed'),
  });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('portal.tab.email')}>
      <SignInFields form={form} />
      <SubmitButton
        label={t('portal.signIn.submit')}
        pendingLabel={t('portal.signIn.submitting')}
        pending={pending}
        disabled={!email.trim() || !password}
        wide
      />
    </form>
  );
}
