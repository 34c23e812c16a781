import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { PortalCard, PortalStatus } from './PortalCard';

// The forms carry the form library and the API clients, so they load beside the page's text.
const PasswordReset = lazy(() => import('./PasswordReset').then((module) => ({ default: module.PasswordReset })));

/** The token of a reset link (`#type=recovery&token=…`), or null when the address is not one. */
export function recoveryToken(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  return params.get('type') === 'recovery' && token ? token : null;
}

/**
 * /reset-password, in two modes (spec 001 §2): 'Forgot Password' asks for the e-mail a link goes to;
 * the link brings the visitor back with its token in the address's hash, to choose a new password.
 * The token is taken out of the address as soon as it has been read, so it stays out of the history.
 */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => recoveryToken(hash));
  // A link opened in a tab already at /reset-password changes only the hash: its token is read then too.
  const fromLink = recoveryToken(hash);
  if (fromLink && fromLink !== token) setToken(fromLink);

  useEffect(() => {
    if (hash) void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);

  const recovering = token !== null;
  return (
    <PortalCard
      title={recovering ? t('reset.title') : t('reset.forgot.title')}
      description={t('page.resetPassword.description')}
      lead={recovering ? t('reset.lead') : t('reset.forgot.lead')}
    >
      <Suspense fallback={<PortalStatus>{t('site.loading')}</PortalStatus>}>
        <PasswordReset token={token} />
      </Suspense>
    </PortalCard>
  );
}
