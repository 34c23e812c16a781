import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { queryClient } from '../../shared/api/queryClient';
import { useAuth } from '../auth/useAuth';
import { t } from '../../shared/i18n/messages';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { PortalCard } from '../../onboarding/portal/PortalCard';
import { errorCode } from '../../onboarding/portal/portalErrors';
import { confirmEmailChange } from './accountRequests';

function failureOf(error: unknown): string {
  switch (errorCode(error)) {
    case 'IDENTITY_EMAIL_CHANGE_INVALID':
      return t('confirmEmail.invalid');
    case 'IDENTITY_EMAIL_CHANGE_USED':
      return t('confirmEmail.used');
    case 'IDENTITY_EMAIL_CHANGE_EXPIRED':
      return t('confirmEmail.expired');
    case 'IDENTITY_EMAIL_TAKEN':
      return t('confirmEmail.taken');
    default:
      return t('confirmEmail.failed');
  }
}

/** Confirms the change once, as soon as the page has the link's token, and says how it went. */
function Confirmation({ token }: { token: string }) {
  const confirm = useMutation({ mutationFn: confirmEmailChange }, queryClient);
  const { mutate } = confirm;
  // The link works once: a second send (React's development double effects) would answer 'used already'.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [mutate, token]);

  if (confirm.isSuccess) return <StatusMessage>{t('confirmEmail.done', { email: confirm.data.email })}</StatusMessage>;
  if (confirm.isError) return <StatusMessage failed>{failureOf(confirm.error)}</StatusMessage>;
  return <StatusMessage>{t('confirmEmail.confirming')}</StatusMessage>;
}

/** /account/confirm-email#token=…: the link sent to the new address; it works in any browser, signed in or not. */
export function EmailConfirmation({ token }: { token: string | null }) {
  const { user } = useAuth();
  // Signed in here, the way back is to the account's own page; anyone else signs in with the new e-mail.
  const accountPage = user && (user.role === 'client' ? '/onboarding/account' : '/admin/account');
  return (
    <PortalCard title={t('confirmEmail.title')} description={t('confirmEmail.description')}>
      {token ? <Confirmation token={token} /> : <StatusMessage failed>{t('confirmEmail.missing')}</StatusMessage>}
      {accountPage && (
        <p>
          <Link to={accountPage}>{t('confirmEmail.toAccount')}</Link>
        </p>
      )}
    </PortalCard>
  );
}
