import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { t, type TextKey } from '../../i18n/messages';
import { notify } from '../../lib/notify';
import { Seo } from '../../seo/Seo';
import button from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import text from '../../ui/text.module.css';
import { PortalStatus } from './PortalCard';
import styles from './PortalStepPage.module.css';

/** Sign-out from the portal: the session ends and the tab forgets the client (spec 001 §3, in signOut). */
function PortalSignOut() {
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

/**
 * An onboarding step whose screen comes with a later release (payment, contract, video, dashboard):
 * for a signed-in client, its heading and a way out of the flow; anyone else goes to the sign-in.
 */
export interface PortalStepProps {
  title: TextKey;
  description: TextKey;
}

export function PortalStepPage({ title, description }: PortalStepProps) {
  const { status, user } = useAuth();
  if (status === 'unknown') return <PortalStatus>{t('site.loading')}</PortalStatus>;
  if (user?.role !== 'client') return <Navigate to="/onboarding" replace />;
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(title)} description={t(description)} noIndex />
      <div className={styles.header}>
        <h1>{t(title)}</h1>
        <PortalSignOut />
      </div>
      <p className={text.lead}>{t(description)}</p>
      <p className={text.muted}>{t('portal.step.soon')}</p>
    </section>
  );
}
