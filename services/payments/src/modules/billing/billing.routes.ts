import type {} from '@fastify/jwt';
import { teamRoles } from '@agency/kit';
import { paymentsContract } from '../../contract.js';
import { clientIdOf } from '../checkout/checkout.service.js';
import { sayingWhenToRetry } from '../stripe/retry-after.js';
import { billingOf, invoicesOf, openBillingPortal, type BillingDeps } from './billing.service.js';

/** A client signed in with an account or with an access code alike; the token's clientId says whose billing it is. */
const clientCallers = ['client', 'onboarding-client'] as const;

export function billingOperations(deps: BillingDeps) {
  return paymentsContract.operations({
    getClientBilling: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 200, body: await billingOf(deps, clientIdOf(request.user)) }),
    },
    listClientInvoices: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 200, body: await invoicesOf(deps, clientIdOf(request.user)) }),
    },
    createBillingPortalSession: {
      roles: [...clientCallers],
      handler: async (request, reply) => ({
        status: 201,
        body: await sayingWhenToRetry(reply, () => openBillingPortal(deps, clientIdOf(request.user))),
      }),
    },
    getAdminClientBilling: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: await billingOf(deps, request.params.clientId) }),
    },
    listAdminClientInvoices: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: await invoicesOf(deps, request.params.clientId) }),
    },
  });
}
