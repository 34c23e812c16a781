import { useQuery } from '@tanstack/react-query';
import type { components } from '@agency/contracts/openapi/onboarding';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';

type Schemas = components['schemas'];
export type ClientTeam = Schemas['ClientTeam'];
export type ClientTeamAssignment = Schemas['ClientTeamAssignment'];
export type Teammate = Schemas['Teammate'];

/** The active teammates a client can be given, by name. */
export function useTeammates() {
  return useQuery({
    queryKey: onboardingKeys.clients.teammates,
    queryFn: async () => (await expectOk(onboardingApi.GET('/admin/clients/teammates'))).items,
  });
}

/** Saves who looks after the client. */
export const assignClientTeam = (clientId: string, assignment: ClientTeamAssignment) =>
  expectOk(onboardingApi.PATCH('/admin/clients/{clientId}/team', { params: { path: { clientId } }, body: assignment }));
