import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { ApiError } from '../../shared/api/expectOk';
import { isTeamUser } from '../../identity/auth/roles';
import { useAuth } from '../../identity/auth/useAuth';
import { SignInFields } from '../../shared/forms/CurrentPasswordField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import { t } from '../../shared/i18n/messages';
import { Seo } from '../seo/Seo';
import fields from '../../shared/forms/Field.module.css';
import layout from '../../shared/ui/layout.module.css';
import styles from './AdminLoginPage.module.css';
import adminPage from '../../shared/admin/adminPage.module.css';

/** A refusal by a limit (429) says how long to wait; every other failure is the spec's one answer. */
function loginFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 429) return t('admin.login.failed');
  const seconds = error.retryAfterSeconds;
  return seconds === undefined ? t('admin.login.tooManyAttemptsLater') : t('admin.login.tooManyAttempts', { seconds });
}

export function AdminLoginPage() {
  const { isTeam, signIn, signOut } = useAuth();
  const navigate = useNavigate();
  const { form, onSubmit, pending } = useContractForm<{ email: string; password: string }>({
    body: identity.login!,
    messages: { email: t('field.email.invalid'), password: t('field.password.invalid') },
    verbatim: ['password'],
    defaultValues: { email: '', password: '' },
    send: async ({ email, password }) => {
      const user = await signIn(email, password);
      if (!isTeamUser(user)) {
        // A client account is not a way into the back office; do not leave its session behind.
        await signOut().catch(() => undefined);
        throw new Error('Not on the team');
      }
    },
    successMessage: t('admin.login.success'),
    failureMessage: loginFailure,
    onSuccess: () => navigate('/admin/dashboard'),
  });

  if (isTeam && !pending) return <Navigate to="/admin/dashboard" replace />;

  return (
    <section className={`${layout.page} ${styles.narrow} ${layout.container}`}>
      <Seo title={t('admin.login.title')} description={t('admin.login.description')} noIndex />
      <div className={adminPage.card}>
        <h1>{t('admin.login.title')}</h1>
        <form className={fields.stack} onSubmit={onSubmit} noValidate>
          <SignInFields form={form} />
          <SubmitButton label={t('admin.login.submit')} pendingLabel={t('admin.login.submitting')} pending={pending} wide />
        </form>
        {/* The team's accounts reset their password the way the clients' do: a link by e-mail. */}
        <p className={styles.forgot}>
          <Link to="/reset-password">{t('admin.login.forgot')}</Link>
        </p>
      </div>
    </section>
  );
}
