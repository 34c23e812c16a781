import { useNavigate } from 'react-router-dom';
import { SignOutButton } from '../../identity/auth/SignOutButton';
import { t } from '../../shared/i18n/messages';
import { notify } from '../../shared/lib/notify';

/** Sign-out from the portal: the session ends and the tab forgets the client (spec 001 §3, in signOut). */
export function PortalSignOut() {
  const navigate = useNavigate();
  return (
    <SignOutButton
      words={{ signOut: 'portal.signOut', signingOut: 'portal.signingOut', failed: 'portal.signOutFailed' }}
      onSignedOut={() => {
        notify.success(t('portal.signedOut'));
        void navigate('/onboarding', { replace: true });
      }}
    />
  );
}
