import { useQuery } from '@tanstack/react-query';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';

/** The signed-in client's project plan, kept current by the thread's socket (a `project` frame reads it again). */
export function useOwnProjectPlan() {
  return useQuery({
    queryKey: onboardingKeys.portal.plan,
    queryFn: async () => (await expectOk(onboardingApi.GET('/client/milestones'))).items,
  });
}
