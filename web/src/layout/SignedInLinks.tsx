import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../api/session';
import { useAuth } from '../auth/useAuth';
import { t } from '../i18n/messages';
import { notify } from '../lib/notify';
import button from '../ui/button.module.css';
import styles from './Header.module.css';

/**
 * For someone signed in: the way back to their own area (the portal, or the back office) and Sign Out,
 * unless the page shows its own (`pageHasSignOut`: the portal's steps), so that there is one.
 */
export function SignedInLinks({ user, pageHasSignOut }: { user: User; pageHasSignOut: boolean }) {
  const { signOut } = useAuth();
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
