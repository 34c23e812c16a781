import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { t } from '../i18n/messages';
import { notify } from '../lib/notify';
import button from '../ui/button.module.css';
import styles from './Header.module.css';

/**
 * The header's account links: Sign In and Sign Up for a visitor; for someone signed in, the way back to
 * their own area (the portal for a client, the back office for the team) and Sign Out.
 */
export function AccountLinks() {
  const { user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  if (!user) {
    return (
      <>
        <Link to="/onboarding" className={styles.navLink}>
          {t('nav.signIn')}
        </Link>
        <Link to="/onboarding/register" className={button.outline}>
          {t('nav.signUp')}
        </Link>
      </>
    );
  }

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      notify.error(t('nav.signOutFailed'));
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      {user.role === 'client' ? (
        <Link to="/onboarding" className={styles.navLink}>
          {t('nav.clientPortal')}
        </Link>
      ) : (
        <Link to="/admin/dashboard" className={styles.navLink}>
          {t('nav.backOffice')}
        </Link>
      )}
      <button type="button" className={button.outline} onClick={() => void leave()} disabled={signingOut}>
        {signingOut ? t('nav.signingOut') : t('nav.signOut')}
      </button>
    </>
  );
}
