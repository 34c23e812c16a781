import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { identityKeys } from '../identityKeys';
import { CurrentPasswordField } from '../../shared/forms/CurrentPasswordField';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { newPasswordRules } from '../../shared/forms/newPasswordRules';
import { useContractForm } from '../../shared/forms/useContractForm';
import fields from '../../shared/forms/Field.module.css';
import { t } from '../../shared/i18n/messages';
import { errorCode } from '../../onboarding/portal/portalErrors';
import { changePassword } from './accountRequests';
import styles from './AccountScreen.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const blank: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The two new passwords must match before the new one's length counts, as on the reset page. */
const passwordRules = newPasswordRules<PasswordValues>({
  password: 'newPassword',
  confirm: 'confirmPassword',
  mismatch: 'account.password.mismatch',
  tooShort: 'account.password.tooShort',
});

const wrongPassword = (error: unknown) => errorCode(error) === 'IDENTITY_CURRENT_PASSWORD_WRONG';

/** Change password: the current one proves it is them; every other session is signed out. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const { form, onSubmit, pending } = useContractForm<
    PasswordValues,
    unknown,
    Omit<PasswordValues, 'confirmPassword'>,
    'currentPassword' | 'newPassword'
  >({
    body: identity.changePassword!,
    messages: { currentPassword: t('account.password.currentRequired'), newPassword: t('account.password.tooShort') },
    verbatim: ['currentPassword', 'newPassword'],
    defaultValues: blank,
    precheck: passwordRules,
    send: changePassword,
    successMessage: t('account.password.changed'),
    failureMessage: (error) => (wrongPassword(error) ? t('account.password.wrong') : t('account.password.failed')),
    errorField: (error) => (wrongPassword(error) ? 'currentPassword' : undefined),
    onSuccess: () => {
      form.reset(blank);
      return queryClient.invalidateQueries({ queryKey: identityKeys.account.sessions });
    },
  });

  return (
    <section className={styles.section} aria-labelledby="account-password">
      <h2 id="account-password">{t('account.password.title')}</h2>
      <p className={styles.lead}>{t('account.password.lead')}</p>
      <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={t('account.password.title')}>
        <CurrentPasswordField form={form} name="currentPassword" label={t('account.password.current')} />
        <NewPasswordFields
          form={form}
          password="newPassword"
          confirm="confirmPassword"
          label={t('account.password.new')}
          confirmLabel={t('account.password.confirm')}
        />
        <SubmitButton label={t('account.password.submit')} pendingLabel={t('account.password.submitting')} pending={pending} />
      </form>
    </section>
  );
}
