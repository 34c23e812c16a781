import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { lazyPage } from '../../shared/lib/lazyPage';
import { PortalStatus } from './PortalCard';

// The confirmation carries the API client and its words: it loads beside the page.
const EmailConfirmation = lazyPage(() => import('../../identity/account/EmailConfirmation'), 'EmailConfirmation', ['account']);

/** The token of an e-mail change link (`#token=…`), or null when the address has none. */
export function emailChangeToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

/**
 * /account/confirm-email: the link from the e-mail sent to the new address. The token is read from the
 * address's hash (never sent to a server, so in no log) and taken out of the address at once, so it stays
 * out of the history.
 */
export function ConfirmEmailPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => emailChangeToken(hash));

  useEffect(() => {
    if (hash) void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);

  return (
    <Suspense fallback={<PortalStatus>{t('site.loading')}</PortalStatus>}>
      <EmailConfirmation token={token} />
    </Suspense>
  );
}
