import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityApi, refreshSession } from '../../shared/api/clients';
import { expectOk } from '../../shared/api/expectOk';
import { identityKeys } from '../identityKeys';
import { setSession } from '../../shared/api/session';
import { forgetClient } from '../auth/clientStorage';
import { rememberSession } from '../auth/sessionHint';
import { useFailureToast } from '../../shared/api/useFailureToast';
import { t } from '../../shared/i18n/messages';
import { endAccountSession, endAllAccountSessions } from './accountRequests';

export function useAccount() {
  return useQuery({
    queryKey: identityKeys.account.detail,
    queryFn: () => expectOk(identityApi.GET('/account')),
  });
}

export function useAccountSessions(enabled: boolean) {
  const query = useQuery({
    queryKey: identityKeys.account.sessions,
    queryFn: () => expectOk(identityApi.GET('/account/sessions')),
    enabled,
  });
  useFailureToast(query, t('account.sessions.loadFailed'));
  return query;
}

/**
 * After a change to the account: it is read again, and the session too, so the access token carries the new
 * name (other services read it from there) and the header shows the new e-mail.
 */
export function useAccountChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: identityKeys.account.all });
    await refreshSession();
  };
}

/** Signs one session out; the list is read again either way. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.account.sessions }),
  });
}

/**
 * Signs every session out, this one included: the server clears the refresh cookie, and the tab forgets the
 * session and what it kept about the client, as a sign-out does.
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: endAllAccountSessions,
    onSuccess: () => {
      forgetClient();
      rememberSession(false);
      setSession(null);
    },
  });
}
