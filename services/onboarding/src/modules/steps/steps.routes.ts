import type {} from '@fastify/jwt';
import { onboardingContract } from '../../contract.js';
import { clientCallers } from '../access-codes/client-callers.js';
import type { StepDeps } from './client-step.js';
import { markVideoWatched, skipPaymentInDemo } from './steps.service.js';

export function stepOperations(deps: StepDeps & { demoMode: boolean }) {
  return onboardingContract.operations({
    skipPaymentInDemo: {
      roles: [...clientCallers],
      // Without demo mode the route answers as one that does not exist, whoever calls it with whatever body.
      enabled: deps.demoMode,
      handler: async (request) => ({
        status: 200,
        body: await skipPaymentInDemo(deps, request.user, request.body.package),
      }),
    },
    markVideoWatched: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 200, body: await markVideoWatched(deps, request.user) }),
    },
  });
}
