import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { leadsApi } from '../../../shared/api/clients';
import { expectOk } from '../../../shared/api/expectOk';
import { leadsKeys } from '../../leadsKeys';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { downloadCsv } from '../../../shared/admin/exportCsv';
import type { InquiryStatus } from './inquiryStatus';
import { failureWithReason } from '../../../shared/admin/refusal';

export const INQUIRIES_PAGE_SIZE = 50;

export interface InquiryFilters {
  status: InquiryStatus | 'all';
  q: string;
}

/** The list's filters as the API takes them: nothing for 'all' or an empty search. */
export const inquiryQuery = ({ status, q }: InquiryFilters) => ({
  status: status === 'all' ? undefined : status,
  q: q || undefined,
});

/** The inquiries the filters select, as a CSV file the browser saves. */
export const exportInquiries = (filters: InquiryFilters) =>
  downloadCsv(
    leadsApi.GET('/admin/inquiries/export', { params: { query: inquiryQuery(filters) }, parseAs: 'blob' }),
    'inquiries.csv',
  );

export function useInquiryPage({ status, q, page }: InquiryFilters & { page: number }) {
  const query = useQuery({
    queryKey: leadsKeys.inquiries.page({ status, q, page }),
    queryFn: () =>
      expectOk(
        leadsApi.GET('/admin/inquiries', {
          params: {
            query: {
              ...inquiryQuery({ status, q }),
              limit: INQUIRIES_PAGE_SIZE,
              offset: (page - 1) * INQUIRIES_PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

  useFailureToast(query, t('inquiries.fetchFailed'));
  return query;
}

export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, status }: { inquiryId: string; status: InquiryStatus }) =>
      expectOk(leadsApi.PATCH('/admin/inquiries/{inquiryId}', { params: { path: { inquiryId } }, body: { status } })),
    onSuccess: () => {
      notify.success(t('inquiries.statusUpdated'));
      // The list and any lead history showing the inquiry.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKeys.inquiries.all }),
        queryClient.invalidateQueries({ queryKey: leadsKeys.history.all }),
      ]);
    },
    onError: (error) => notify.error(failureWithReason(t('inquiries.statusFailed'), error)),
  });
}
