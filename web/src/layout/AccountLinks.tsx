import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { t } from '../i18n/messages';
import button from '../ui/button.module.css';
import styles from './Header.module.css';

// Most visitors never sign in (and a server render never has a user): their links stay off the first route.
const SignedInLinks = lazy(() => import('./SignedInLinks').then((module) => ({ default: module.SignedInLinks })));

/**
 * The header's account links: Sign In and Sign Up for a visitor; for someone signed in, the way back to
 * their own area (the portal for a client, the back office for the team) and Sign Out.
 */
export function AccountLinks() {
  const { user } = useAuth();
  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInLinks user={user} />
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
