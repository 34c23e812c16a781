import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefetchOnWindowFocus } from '../../../shared/api/useRefetchOnWindowFocus';
import { leadsApi } from '../../../shared/api/clients';
import { expectOk } from '../../../shared/api/expectOk';
import { leadsKeys } from '../../leadsKeys';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { downloadCsv } from '../../../shared/admin/exportCsv';
import type { ApplicationStatus } from './applicationStatus';
import { failureWithReason } from '../../../shared/admin/refusal';

export const APPLICATIONS_PAGE_SIZE = 50;

export interface ApplicationFilters {
  status: ApplicationStatus | 'all';
  q: string;
}

/** The list's filters as the API takes them: nothing for 'all' or an empty search. */
export const applicationQuery = ({ status, q }: ApplicationFilters) => ({
  status: status === 'all' ? undefined : status,
  q: q || undefined,
});

/** The applications the filters select, as a CSV file the browser saves. */
export const exportApplications = (filters: ApplicationFilters) =>
  downloadCsv(
    leadsApi.GET('/admin/applications/export', { params: { query: applicationQuery(filters) }, parseAs: 'blob' }),
    'applications.csv',
  );

export function useApplicationPage(filters: ApplicationFilters & { page: number }) {
  const { page } = filters;
  const query = useQuery({
    queryKey: leadsKeys.applications.page(filters),
    queryFn: () =>
      expectOk(
        leadsApi.GET('/admin/applications', {
          params: {
            query: {
              ...applicationQuery(filters),
              limit: APPLICATIONS_PAGE_SIZE,
              offset: (page - 1) * APPLICATIONS_PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

  useFailureToast(query, t('applications.fetchFailed'));
  return query;
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, status }: { applicationId: string; status: ApplicationStatus }) =>
      expectOk(leadsApi.PATCH('/admin/applications/{applicationId}', { params: { path: { applicationId } }, body: { status } })),
    onSuccess: () => {
      notify.success(t('applications.statusUpdated'));
      // The list, the dashboard's pending count and any lead history showing the application.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKeys.applications.all }),
        queryClient.invalidateQueries({ queryKey: leadsKeys.history.all }),
      ]);
    },
    onError: (error) => notify.error(failureWithReason(t('applications.statusFailed'), error)),
  });
}

/** How many applications wait for the team: the total of a one-row page of pending ones. */
export function usePendingApplicationCount() {
  const query = useQuery({
    queryKey: leadsKeys.applications.pendingCount,
    queryFn: () =>
      expectOk(leadsApi.GET('/admin/applications', { params: { query: { status: 'pending', limit: 1 } } })).then(
        (page) => page.total,
      ),
    refetchOnWindowFocus: true,
  });
  useRefetchOnWindowFocus(query.refetch);

  useFailureToast(query, t('admin.dashboard.countFailed'));
  return query;
}
