import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefetchOnWindowFocus } from '../../../api/useRefetchOnWindowFocus';
import { expectOk } from '../../../api/expectOk';
import { onboardingApi } from '../../../api/onboardingClient';
import { useFailureToast } from '../../../api/useFailureToast';
import { t } from '../../../i18n/messages';
import type { ClientFilter } from './clientLabels';

/** Spec 001 §9: the client list shows 10 clients a page. */
export const CLIENTS_PAGE_SIZE = 10;

export interface ClientListView {
  filter: ClientFilter;
  q: string;
  page: number;
}

export function useClientPage({ filter, q, page }: ClientListView) {
  const query = useQuery({
    queryKey: ['clients', 'list', { filter, q, page }],
    queryFn: () =>
      expectOk(
        onboardingApi.GET('/admin/clients', {
          params: { query: { filter, q: q || undefined, page, pageSize: CLIENTS_PAGE_SIZE } },
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
    queryKey: ['clients', 'summary'],
    queryFn: () => expectOk(onboardingApi.GET('/admin/clients/summary')),
    refetchOnWindowFocus: true,
  });
  useRefetchOnWindowFocus(query.refetch);
  useFailureToast(query, failureMessage);
  return query;
}

export function useClient(clientId: string) {
  return useQuery({
    queryKey: ['clients', 'detail', clientId],
    queryFn: () => expectOk(onboardingApi.GET('/admin/clients/{clientId}', { params: { path: { clientId } } })),
  });
}

/** Issues the client a new access code (the old one is revoked); the list and the detail are read again. */
export function useIssueAccessCode(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/admin/clients/{clientId}/access-codes', { params: { path: { clientId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
