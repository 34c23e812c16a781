import { useQuery } from '@tanstack/react-query';
import { auditApi } from '../../auditClient';
import { auditKeys } from '../../auditKeys';
import { expectOk } from '../../../shared/api/expectOk';

/** One record's entries in the record of who did what, newest first. */
export function useHistory(subjectType: string, subjectId: string) {
  return useQuery({
    queryKey: auditKeys.history.of(subjectType, subjectId),
    queryFn: () =>
      expectOk(auditApi().GET('/history/{subjectType}/{subjectId}', { params: { path: { subjectType, subjectId } } })),
  });
}
