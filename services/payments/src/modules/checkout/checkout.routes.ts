import type {} from '@fastify/jwt';
import { paymentsContract } from '../../contract.js';
import { checkClientPayment, createCheckout, verifyCheckout, type CheckoutDeps } from './checkout.service.js';

/** A client signed in with an account or with an access code alike; the token's clientId says whose checkout it is. */
const clientCallers = ['client', 'onboarding-client'] as const;

export function checkoutOperations(deps: CheckoutDeps) {
  return paymentsContract.operations({
    getPaymentSettings: {
      handler: () => ({ status: 200, body: { checkoutEnabled: deps.stripe !== undefined } }),
    },
    createCheckoutSession: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 201, body: await createCheckout(deps, request.user, request.body.package) }),
    },
    verifyCheckoutSession: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 200, body: await verifyCheckout(deps, request.user, request.params.sessionId) }),
    },
    checkClientPayment: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 200, body: await checkClientPayment(deps, request.user) }),
    },
  });
}
