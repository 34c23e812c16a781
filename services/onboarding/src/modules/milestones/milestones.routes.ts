import type {} from '@fastify/jwt';
import { teamRoles } from '@agency/kit';
import { onboardingContract } from '../../contract.js';
import { sessionClientId } from '../access-codes/code-session.js';
import { clientCallers } from '../access-codes/client-callers.js';
import {
  addMilestone,
  clientPlan,
  removeMilestone,
  updateMilestone,
  updateTemplate,
  type MilestoneDeps,
} from './milestones.service.js';
import { readPlan, readTemplate } from './project-plan.js';

export function milestoneOperations(deps: MilestoneDeps) {
  const { orm } = deps;
  return onboardingContract.operations({
    getClientMilestones: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: { items: await clientPlan(orm, request.params.clientId) } }),
    },
    updateClientMilestone: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await updateMilestone(deps, request.params.clientId, request.params.milestoneId, request.body),
      }),
    },
    addClientMilestone: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 201, body: await addMilestone(deps, request.params.clientId, request.body) }),
    },
    removeClientMilestone: {
      roles: [...teamRoles],
      handler: async (request) => {
        await removeMilestone(deps, request.params.clientId, request.params.milestoneId);
        return { status: 204 };
      },
    },
    // The template is the agency's way of working: admins set it.
    getProjectTemplate: {
      roles: ['admin'],
      handler: async () => ({ status: 200, body: await readTemplate(orm) }),
    },
    updateProjectTemplate: {
      roles: ['admin'],
      handler: async (request) => ({ status: 200, body: await updateTemplate(deps, request.body.milestones) }),
    },
    // A client of either session kind reads only the plan its token names.
    getOwnMilestones: {
      roles: [...clientCallers],
      handler: async (request) => ({
        status: 200,
        body: { items: await readPlan(orm, await sessionClientId(orm, request.user)) },
      }),
    },
  });
}
