import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import type { Milestone, MilestoneChange, NewMilestone } from '../../project/projectPlan';

/** A client's project plan, as the team reads it. */
export function useClientMilestones(clientId: string) {
  return useQuery({
    queryKey: onboardingKeys.clients.plan(clientId),
    queryFn: async () =>
      (await expectOk(onboardingApi.GET('/admin/clients/{clientId}/milestones', { params: { path: { clientId } } }))).items,
  });
}

/** Changes one milestone of the client's plan. */
export const updateMilestone = (clientId: string, milestoneId: string, change: MilestoneChange): Promise<Milestone> =>
  expectOk(
    onboardingApi.PATCH('/admin/clients/{clientId}/milestones/{milestoneId}', {
      params: { path: { clientId, milestoneId } },
      body: change,
    }),
  );

/** Reads the client's plan again after a change. */
export function useReloadMilestones(clientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: onboardingKeys.clients.plan(clientId) });
}

/** Mark Done / Mark Not Done: one change of the done date, the plan read again once saved. */
export function useMarkMilestone(clientId: string) {
  const reload = useReloadMilestones(clientId);
  return useMutation({
    mutationFn: ({ milestoneId, doneOn }: { milestoneId: string; doneOn: string | null }) =>
      updateMilestone(clientId, milestoneId, { doneOn }),
    onSuccess: () => reload(),
  });
}

/** Adds a milestone at the end of the client's plan. */
export const addMilestone = (clientId: string, milestone: NewMilestone): Promise<Milestone> =>
  expectOk(onboardingApi.POST('/admin/clients/{clientId}/milestones', { params: { path: { clientId } }, body: milestone }));

/** Removes a milestone from the client's plan, which is read again once it is gone. */
export function useRemoveMilestone(clientId: string) {
  const reload = useReloadMilestones(clientId);
  return useMutation({
    mutationFn: (milestoneId: string) =>
      expectOk(
        onboardingApi.DELETE('/admin/clients/{clientId}/milestones/{milestoneId}', {
          params: { path: { clientId, milestoneId } },
        }),
      ),
    onSuccess: () => reload(),
  });
}
