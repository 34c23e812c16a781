import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '../api/session';
import { useAuth } from '../auth/useAuth';
import { t } from '../i18n/messages';
import { notify } from '../lib/notify';
import { showsOwnSignOut } from '../routes/pageRoutes';
import button from '../ui/button.module.css';
import styles from './Header.module.css';

/**
 * For someone signed in: the way back to their own area (the portal, or the back office) and Sign Out,
 * unless the page shows its own (the portal's steps, `ownSignOut` in the route table), so that there is one.
 */
export function SignedInLinks({ user }: { user: User }) {
  const { signOut } = useAuth();
  const pageHasSignOut = showsOwnSignOut(useLocation().pathname);
  const [signingOut, setSigningOut] = useState(false);

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
        <>
          <Link to="/onboarding" className={styles.navLink}>
            {t('nav.clientPortal')}
          </Link>
          <Link to="/onboarding/account" className={styles.navLink}>
            {t('nav.account')}
          </Link>
        </>
      ) : (
        <Link to="/admin/dashboard" className={styles.navLink}>
          {t('nav.backOffice')}
        </Link>
      )}
      {!pageHasSignOut && (
        <button type="button" className={button.outline} onClick={() => void leave()} disabled={signingOut}>
          {signingOut ? t('nav.signingOut') : t('nav.signOut')}
        </button>
      )}
    </>
  );
}
