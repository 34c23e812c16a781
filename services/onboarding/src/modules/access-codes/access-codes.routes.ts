import { teamRoles } from '@agency/kit';
import { onboardingContract } from '../../contract.js';
import { reissueAccessCode, type AccessCodeDeps } from './access-codes.service.js';

export function accessCodeOperations(deps: AccessCodeDeps) {
  return onboardingContract.operations({
    issueAccessCode: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 201, body: await reissueAccessCode(deps, request.params.clientId) }),
    },
  });
}
