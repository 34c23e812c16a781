import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../shared/api/session';
import { rememberClient } from '../../identity/auth/clientStorage';
import { t } from '../../shared/i18n/messages';
import { PortalStatus } from './PortalCard';
import { nextStepPath, readOwnClient } from './portalSession';

/**
 * Post-login routing: reads the signed-in client's record, keeps its e-mail and id in the tab (spec
 * 001 §3) and goes on to the step the record calls for, in place of the page it was called from.
 */
export function NextStep({ user }: { user: User }) {
  const navigate = useNavigate();
  const { email } = user;

  useEffect(() => {
    let current = true;
    void readOwnClient().then((client) => {
      if (!current) return;
      rememberClient({ email, clientId: client?.id });
      void navigate(nextStepPath(client), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [email, navigate]);

  return <PortalStatus>{t('portal.signIn.routing')}</PortalStatus>;
}
