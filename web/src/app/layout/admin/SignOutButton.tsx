import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../identity/auth/useAuth';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import button from '../../../shared/ui/button.module.css';

export function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOutAndLeave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      navigate('/admin/login');
    } catch {
      notify.error(t('admin.signOutFailed'));
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <button type="button" className={button.outline} onClick={signOutAndLeave} disabled={signingOut}>
      {t('admin.signOut')}
    </button>
  );
}
