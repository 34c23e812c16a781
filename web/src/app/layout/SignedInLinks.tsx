import { Link } from 'react-router-dom';
import type { User } from '../../shared/api/session';
import { SignOutButton } from '../../identity/auth/SignOutButton';
import { t } from '../../shared/i18n/messages';
import styles from './Header.module.css';

/**
 * For someone signed in: the way back to their own area (the portal, or the back office) and Sign Out,
 * unless the page shows its own (`pageHasSignOut`: the portal's steps), so that there is one.
 */
export function SignedInLinks({ user, pageHasSignOut }: { user: User; pageHasSignOut: boolean }) {
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
        <SignOutButton words={{ signOut: 'nav.signOut', signingOut: 'nav.signingOut', failed: 'nav.signOutFailed' }} />
      )}
    </>
  );
}
