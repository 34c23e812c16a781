import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { t } from '../../i18n/messages';
import { notify } from '../../lib/notify';
import button from '../../ui/button.module.css';

/** Sign-out from the portal: the session ends and the tab forgets the client (spec 001 §3, in signOut). */
export function PortalSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      notify.error(t('portal.signOutFailed'));
      setSigningOut(false);
      return;
    }
    notify.success(t('portal.signedOut'));
    void navigate('/onboarding', { replace: true });
  };

  return (
    <button type="button" className={button.outline} onClick={() => void leave()} disabled={signingOut}>
      {signingOut ? t('portal.signingOut') : t('portal.signOut')}
    </button>
  );
}
