import { onboardingContract } from '../../contract.js';
import { assignClientTeam, type ClientTeamDeps } from './client-team.service.js';
import { activeTeammates } from './teammates.projection.js';

export function teamOperations(deps: ClientTeamDeps) {
  return onboardingContract.operations({
    listTeammates: {
      roles: ['admin', 'member'],
      handler: async () => ({ status: 200, body: { items: await activeTeammates(deps.orm) } }),
    },
    assignClientTeam: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 200,
        body: await assignClientTeam(deps, request.params.clientId, request.body),
      }),
    },
  });
}
