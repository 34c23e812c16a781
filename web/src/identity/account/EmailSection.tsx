import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/expectOk';
import { identityKeys } from '../identityKeys';
import { FormField } from '../../shared/forms/FormField';
import { CurrentPasswordField } from '../../shared/forms/CurrentPasswordField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import fields from '../../shared/forms/Field.module.css';
import { t } from '../../shared/i18n/messages';
import { errorCode } from '../../onboarding/portal/portalErrors';
import { requestEmailChange } from './accountRequests';
import styles from './AccountScreen.module.css';
import type { Account } from './accountTypes';

interface EmailValues {
  newEmail: string;
  currentPassword: string;
}

const blank: EmailValues = { newEmail: '', currentPassword: '' };

/**
 * An address another account has is answered as any other (the answer tells nobody who is registered), so no
 * failure names it; a limit's refusal (429) says how long to wait, in minutes (its window is an hour).
 */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds === undefined
      ? t('account.email.tooManyLater')
      : t('account.email.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  switch (errorCode(error)) {
    case 'IDENTITY_CURRENT_PASSWORD_WRONG':
      return t('account.password.wrong');
    case 'IDENTITY_EMAIL_UNCHANGED':
      return t('account.email.unchanged');
    default:
      return t('account.email.failed');
  }
}

const fieldOf = (error: unknown): keyof EmailValues | undefined => {
  const code = errorCode(error);
  if (code === 'IDENTITY_CURRENT_PASSWORD_WRONG') return 'currentPassword';
  if (code === 'IDENTITY_EMAIL_UNCHANGED') return 'newEmail';
  return undefined;
};

/** The e-mail: the current one, a change waiting for its confirmation, and the form that asks for one. */
export function EmailSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const { form, onSubmit, pending } = useContractForm<EmailValues, Account>({
    body: identity.requestEmailChange!,
    messages: { newEmail: t('account.email.invalid'), currentPassword: t('account.password.currentRequired') },
    verbatim: ['currentPassword'],
    defaultValues: blank,
    send: requestEmailChange,
    successMessage: (changed) => t('account.email.sent', { email: changed.pendingEmail ?? '' }),
    failureMessage: failureOf,
    errorField: fieldOf,
    onSuccess: (changed) => {
      form.reset(blank);
      queryClient.setQueryData(identityKeys.account.detail, changed);
    },
  });

  return (
    <section className={styles.section} aria-labelledby="account-email">
      <h2 id="account-email">{t('account.email.title')}</h2>
      <p className={styles.lead}>{t('account.email.current', { email: account.email })}</p>
      {account.pendingEmail && (
        <p className={styles.notice} role="status">
          {t('account.email.pending', { email: account.pendingEmail })}
        </p>
      )}
      <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={t('account.email.title')}>
        <FormField form={form} name="newEmail" label={t('account.email.new')} type="email" autoComplete="email" />
        <CurrentPasswordField form={form} name="currentPassword" label={t('account.email.password')} />
        <SubmitButton label={t('account.email.submit')} pendingLabel={t('account.email.submitting')} pending={pending} />
      </form>
    </section>
  );
}
