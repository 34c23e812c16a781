import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import type { components } from '@agency/contracts/openapi/identity';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../shared/forms/FormField';
import { NewPasswordFields } from '../../../shared/forms/NewPasswordFields';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { newPasswordRules } from '../../../shared/forms/newPasswordRules';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import fields from '../../../shared/forms/Field.module.css';
import { acceptInvitation, invitationRefusal } from './invitationRequests';
import { roleLabel } from './teamLabels';
import styles from './TeamInvitationPage.module.css';

type InvitationDetails = components['schemas']['InvitationDetails'];

interface JoinValues {
  name: string;
  password: string;
  confirmPassword: string;
}

/** The passwords must match, and only then must the password be long enough (as clients' passwords are checked). */
const passwordRules = newPasswordRules<JoinValues>({
  password: 'password',
  confirm: 'confirmPassword',
  mismatch: 'invitation.password.mismatch',
  tooShort: 'invitation.password.tooShort',
});

/**
 * Joining: the e-mail the invitation is for (not to be changed), a display name (the admin's choice to
 * start with) and a password, twice. Once the account exists this tab is signed in as it, and goes on to
 * the dashboard.
 */
export function AcceptInvitationForm({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const navigate = useNavigate();
  const { form, onSubmit, pending } = useContractForm<
    JoinValues,
    unknown,
    { name: string; password: string },
    'name' | 'password'
  >({
    body: identity.acceptTeamInvitation!,
    messages: { name: t('invitation.name.invalid'), password: t('invitation.password.tooShort') },
    verbatim: ['password'],
    defaultValues: { name: invitation.name, password: '', confirmPassword: '' },
    precheck: passwordRules,
    send: ({ name, password }) => acceptInvitation(token, name, password),
    successMessage: t('invitation.joined'),
    failureMessage: (error) => {
      const refusal = invitationRefusal(error);
      return refusal ? t(refusal) : t('invitation.failed');
    },
    onSuccess: () => navigate('/admin/dashboard'),
  });

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('page.teamInvitation.title')}>
      <p>{t('invitation.joinAs', { role: roleLabel(invitation.role) })}</p>
      <div className={fields.field}>
        <label htmlFor="invitation-email">{t('invitation.email')}</label>
        <input
          id="invitation-email"
          type="email"
          className={styles.email}
          value={invitation.email}
          autoComplete="username"
          readOnly
        />
      </div>
      <FormField form={form} name="name" label={t('invitation.name')} autoComplete="name" />
      <NewPasswordFields
        form={form}
        label={t('invitation.password')}
        confirmLabel={t('invitation.confirmPassword')}
        showLabel={t('invitation.showPasswords')}
      />
      <SubmitButton label={t('invitation.submit')} pendingLabel={t('invitation.submitting')} pending={pending} wide />
    </form>
  );
}
