import type {} from '@fastify/jwt';
import { AppError, routeNotFound } from '@agency/kit';
import { onboardingContract } from '../../contract.js';
import { sessionClientId } from '../access-codes/code-session.js';
import type { StepDeps } from './client-step.js';
import { markVideoWatched, skipPaymentInDemo } from './steps.service.js';

/** Who may take a step: a client, signed in with an account or with its access code. */
export const clientCallers = ['client', 'onboarding-client'] as const;

/** A demo route of an install without demo mode answers as a route that does not exist. */
export function demoRouteOff(request: Parameters<typeof routeNotFound>[0]): AppError {
  const body = routeNotFound(request);
  return new AppError(body.statusCode, body.code, body.message);
}

export function stepOperations(deps: StepDeps & { demoMode: boolean }) {
  const { orm } = deps;
  return onboardingContract.operations({
    skipPaymentInDemo: {
      roles: [...clientCallers],
      handler: async (request) => {
        if (!deps.demoMode) throw demoRouteOff(request);
        const clientId = await sessionClientId(orm, request.user);
        return { status: 200, body: await skipPaymentInDemo(deps, clientId, request.body.package) };
      },
    },
    markVideoWatched: {
      roles: [...clientCallers],
      handler: async (request) => {
        const clientId = await sessionClientId(orm, request.user);
        return { status: 200, body: await markVideoWatched(deps, clientId) };
      },
    },
  });
}
