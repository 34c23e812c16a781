import { useQuery } from '@tanstack/react-query';
import { leadsApi } from '../../../shared/api/clients';
import { expectOk } from '../../../shared/api/expectOk';
import { leadsKeys } from '../../leadsKeys';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';

/** Everything `email` has sent, newest first; nothing is asked while there is no address to ask about. */
export function useLeadHistory(email: string | null) {
  const query = useQuery({
    queryKey: leadsKeys.history.of(email),
    queryFn: () => expectOk(leadsApi.GET('/admin/leads', { params: { query: { email: email! } } })),
    enabled: email !== null,
  });
  useFailureToast(query, t('leads.fetchFailed'));
  return query;
}
