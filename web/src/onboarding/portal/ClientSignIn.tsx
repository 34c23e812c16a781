import { Link } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { Tabs } from '../../shared/ui/Tabs';
import { AccessCodeSignInForm } from './AccessCodeSignInForm';
import { EmailSignInForm } from './EmailSignInForm';
import styles from './PortalForm.module.css';

/** The two ways in, as tabs, and the ways to a new password or a new account. */
export function ClientSignIn() {
  return (
    <>
      <Tabs
        label={t('portal.signIn.methods')}
        tabs={[
          { id: 'email', label: t('portal.tab.email'), panel: <EmailSignInForm /> },
          { id: 'access-code', label: t('portal.tab.accessCode'), panel: <AccessCodeSignInForm /> },
        ]}
      />
      <ul className={styles.links}>
        <li>
          <Link to="/reset-password">{t('portal.forgotPassword')}</Link>
        </li>
        <li>
          <Link to="/onboarding/register">{t('portal.toRegister')}</Link>
        </li>
      </ul>
    </>
  );
}
