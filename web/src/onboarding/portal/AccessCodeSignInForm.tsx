import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../shared/api/expectOk';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import { t } from '../../shared/i18n/messages';
import fields from '../../shared/forms/Field.module.css';
import { AccessCodeField } from './AccessCodeField';
import { signInWithAccessCode } from './portalSession';

/** A code that does not work (unknown, used, revoked or expired alike) is a 401; anything else went wrong on the way. */
const isRejected = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Sign-in with the invitation's access code, for the onboarding steps. */
export function AccessCodeSignInForm() {
  const { form, onSubmit, pending } = useContractForm<{ code: string }>({
    body: identity.signInWithAccessCode!,
    messages: { code: t('portal.accessCode.invalid') },
    defaultValues: { code: '' },
    send: ({ code }) => signInWithAccessCode(code),
    successMessage: t('portal.signIn.success'),
    failureMessage: (error) => (isRejected(error) ? t('portal.accessCode.rejected') : t('portal.accessCode.failed')),
    errorField: (error) => (isRejected(error) ? 'code' : undefined),
  });
  const code = useWatch({ control: form.control, name: 'code' });

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('portal.tab.accessCode')}>
      <AccessCodeField form={form} name="code" />
      <SubmitButton
        label={t('portal.accessCode.submit')}
        pendingLabel={t('portal.accessCode.submitting')}
        pending={pending}
        disabled={!code.trim()}
        wide
      />
    </form>
  );
}
