import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefetchOnWindowFocus } from '../../../shared/api/useRefetchOnWindowFocus';
import { ApiError, expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import { saveFile } from '../../../shared/api/saveFile';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { isUuid } from '../../../shared/lib/validation';
import type { ClientFilter, NewClient } from './clientLabels';
import { failureWithReason } from '../../../shared/admin/refusal';

/** Spec 001 §9: the client list shows 10 clients a page. */
export const CLIENTS_PAGE_SIZE = 10;

export interface ClientListView {
  filter: ClientFilter;
  q: string;
  /** Only the clients with messages the team has not read. */
  unread: boolean;
  /** Only the clients the signed-in teammate looks after (project manager or lead developer). */
  mine?: boolean;
  page: number;
}

export function useClientPage({ filter, q, unread, mine = false, page }: ClientListView) {
  const query = useQuery({
    queryKey: onboardingKeys.clients.page({ filter, q, unread, mine, page }),
    queryFn: () =>
      expectOk(
        onboardingApi.GET('/admin/clients', {
          params: {
            query: {
              filter,
              q: q || undefined,
              unread: unread || undefined,
              mine: mine || undefined,
              page,
              pageSize: CLIENTS_PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t('clients.fetchFailed'));
  return query;
}

/**
 * The summary cards' counts (the list's and the dashboard's), read again whenever the team comes back
 * to the window, as the dashboard's other counts are.
 */
export function useClientSummary(failureMessage: string) {
  const query = useQuery({
    queryKey: onboardingKeys.clients.summary,
    queryFn: () => expectOk(onboardingApi.GET('/admin/clients/summary')),
    refetchOnWindowFocus: true,
  });
  useRefetchOnWindowFocus(query.refetch);
  useFailureToast(query, failureMessage);
  return query;
}

/** One client; not asked for when the id cannot be one (the page says 'Client Not Found' itself). */
export function useClient(clientId: string) {
  return useQuery({
    queryKey: onboardingKeys.clients.detail(clientId),
    queryFn: () => expectOk(onboardingApi.GET('/admin/clients/{clientId}', { params: { path: { clientId } } })),
    enabled: isUuid(clientId),
  });
}

/** Issues the client a new access code (the old one is revoked); the list and the detail are read again. */
export function useIssueAccessCode(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/admin/clients/{clientId}/access-codes', { params: { path: { clientId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.clients.all }),
  });
}

/** Add Client: the new client, with the access code its invitation carries. */
export const createClient = (client: NewClient) => expectOk(onboardingApi.POST('/admin/clients', { body: client }));

/** After a client is added: the list and the counts read again. */
export function useReloadClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: onboardingKeys.clients.all });
}

/** The client's contract; null when none was sent (ONBOARDING_CONTRACT_NOT_FOUND). */
export function useClientContract(clientId: string) {
  return useQuery({
    queryKey: onboardingKeys.clients.contract(clientId),
    queryFn: async () => {
      try {
        return await expectOk(onboardingApi.GET('/admin/clients/{clientId}/contract', { params: { path: { clientId } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Saves the client's signed contract as a PDF. */
export function useDownloadClientContract(clientId: string) {
  return useMutation({
    mutationFn: () =>
      expectOk(
        onboardingApi.GET('/admin/clients/{clientId}/contract/document', { params: { path: { clientId } }, parseAs: 'blob' }),
      ),
    onSuccess: (pdf) => saveFile(pdf as Blob, `contract-${clientId}.pdf`),
    onError: (error) => notify.error(failureWithReason(t('client.contract.downloadFailed'), error)),
  });
}
