import type {} from '@fastify/jwt';
import { teamRoles, withDefaults } from '@agency/kit';
import { onboardingContract } from '../../contract.js';
import { clientNotFound, type AccessCodeDeps } from '../access-codes/access-codes.service.js';
import { sessionClientId } from '../access-codes/code-session.js';
import { clientCallers } from '../access-codes/client-callers.js';
import { clientSummary, findClientDetail, findClientView, listClients } from './clients.reads.js';
import { createClient } from './clients.service.js';
import { paymentStatus } from './payment-status.reads.js';

export function clientOperations(deps: AccessCodeDeps & { stuckAfterDays: number }) {
  const { orm, stuckAfterDays } = deps;
  /** Where each client waits is told as of the request. */
  const asOfNow = () => ({ now: new Date(), stuckAfterDays });
  return onboardingContract.operations({
    createClient: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 201, body: await createClient(deps, request.body, stuckAfterDays) }),
    },
    listClients: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await listClients(
          orm,
          {
            ...withDefaults(request.query, 'filter', 'unread', 'page', 'pageSize'),
            ...(request.query.mine && { lookedAfterBy: request.user.sub }),
          },
          asOfNow(),
        ),
      }),
    },
    getClientSummary: {
      roles: [...teamRoles],
      handler: async () => ({ status: 200, body: await clientSummary(orm) }),
    },
    getClient: {
      roles: [...teamRoles],
      handler: async (request) => {
        const client = await findClientDetail(orm, request.params.clientId, asOfNow());
        if (!client) throw clientNotFound();
        return { status: 200, body: client };
      },
    },
    // DESIGN §4: the payment diagnostic is for admins; a member (a student) is refused.
    getPaymentStatus: {
      roles: ['admin'],
      handler: async () => ({ status: 200, body: await paymentStatus(orm) }),
    },
    // A client of either session kind (account or access code) reads only the record its token names.
    getOwnClient: {
      roles: [...clientCallers],
      handler: async (request) => {
        const client = await findClientView(orm, await sessionClientId(orm, request.user));
        if (!client) throw clientNotFound();
        return { status: 200, body: client };
      },
    },
  });
}
