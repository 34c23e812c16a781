import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { identityKeys } from '../../identityKeys';
import { QueryProvider } from '../../../shared/api/QueryProvider';
import { t } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import loginStyles from '../../../app/admin/AdminLoginPage.module.css';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { invitationRefusal, lookUpInvitation } from './invitationRequests';
import styles from './TeamInvitationPage.module.css';

/** The token of an invitation link (`#token=…`), or null when the address carries none. */
export function invitationToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

/**
 * /team/invitation, opened from the invitation e-mail: the token in the address's hash (never sent to a
 * server by the browser) is read, then taken out of the address so it stays out of the history. A link
 * that can be used shows the e-mail it is for and asks for a display name and a password; an unknown,
 * revoked, used or expired one says so, with no form.
 */
export function TeamInvitationPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => invitationToken(hash));
  const fromLink = invitationToken(hash);
  if (fromLink && fromLink !== token) setToken(fromLink);

  useEffect(() => {
    if (hash) void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);

  return (
    <section className={`${layout.page} ${loginStyles.narrow} ${layout.container}`}>
      <Seo title={t('page.teamInvitation.title')} description={t('page.teamInvitation.description')} noIndex />
      <div className={adminPage.card}>
        <h1>{t('page.teamInvitation.title')}</h1>
        <QueryProvider>{token ? <Invitation token={token} /> : <Refused message={t('invitation.invalid')} />}</QueryProvider>
      </div>
    </section>
  );
}

function Invitation({ token }: { token: string }) {
  const lookup = useQuery({
    queryKey: identityKeys.invitation(token),
    queryFn: () => lookUpInvitation(token),
    retry: false,
    staleTime: Infinity,
  });
  if (lookup.isPending) {
    return (
      <p className={layout.status} role="status">
        {t('invitation.checking')}
      </p>
    );
  }
  if (lookup.isError) {
    const refusal = invitationRefusal(lookup.error);
    return <Refused message={refusal ? t(refusal) : t('invitation.lookupFailed')} />;
  }
  return (
    <>
      <p className={text.muted}>{t('invitation.lead')}</p>
      <AcceptInvitationForm token={token} invitation={lookup.data} />
    </>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <p className={styles.refused} role="alert">
        {message}
      </p>
      <p>
        <Link to="/admin/login">{t('invitation.signIn')}</Link>
      </p>
    </>
  );
}
