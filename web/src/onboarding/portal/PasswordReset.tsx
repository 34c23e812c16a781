import { Link } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';
import styles from './PortalForm.module.css';

/** The form of the page's mode (a reset link's token, or none), and the way back to the sign-in. */
export function PasswordReset({ token }: { token: string | null }) {
  return (
    <>
      {token === null ? <ForgotPasswordForm /> : <NewPasswordForm token={token} />}
      <ul className={styles.links}>
        <li>
          <Link to="/onboarding">{t('reset.back')}</Link>
        </li>
      </ul>
    </>
  );
}
