import { useQuery } from '@tanstack/react-query';
import { auditApi } from '../../../api/auditClient';
import { auditKeys } from '../../../api/auditKeys';
import { expectOk } from '../../../api/expectOk';

/** One record's entries in the record of who did what, newest first. */
export function useHistory(subjectType: string, subjectId: string) {
  return useQuery({
    queryKey: auditKeys.history.of(subjectType, subjectId),
    queryFn: () =>
      expectOk(auditApi().GET('/history/{subjectType}/{subjectId}', { params: { path: { subjectType, subjectId } } })),
  });
}
