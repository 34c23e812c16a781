import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../identity/auth/useAuth';
import { t } from '../../shared/i18n/messages';
import { showsOwnSignOut } from '../routes/pageRoutes';
import button from '../../shared/ui/button.module.css';
import styles from './Header.module.css';

// Most visitors never sign in (and a server render never has a user): their links stay off the first route.
const SignedInLinks = lazy(() => import('./SignedInLinks').then((module) => ({ default: module.SignedInLinks })));

/**
 * The header's account links: Sign In and Sign Up for a visitor; for someone signed in, the way back to
 * their own area (the portal for a client, the back office for the team) and Sign Out.
 */
export function AccountLinks() {
  const { user } = useAuth();
  // The portal's steps show their own Sign Out beside their heading (`ownSignOut` in the route table).
  const pageHasSignOut = showsOwnSignOut(useLocation().pathname);
  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInLinks user={user} pageHasSignOut={pageHasSignOut} />
      </Suspense>
    );
  }
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
