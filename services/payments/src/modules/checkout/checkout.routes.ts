import type {} from '@fastify/jwt';
import { paymentsContract } from '../../contract.js';
import { paymentSettings } from '../billing/billing.service.js';
import { sayingWhenToRetry } from '../stripe/retry-after.js';
import { checkClientPayment, createCheckout, verifyCheckout, type CheckoutDeps } from './checkout.service.js';

/** A client signed in with an account or with an access code alike; the token's clientId says whose checkout it is. */
const clientCallers = ['client', 'onboarding-client'] as const;

export function checkoutOperations(deps: CheckoutDeps) {
  return paymentsContract.operations({
    getPaymentSettings: {
      handler: async () => ({ status: 200, body: await paymentSettings({ ...deps, db: deps.orm }) }),
    },
    createCheckoutSession: {
      roles: [...clientCallers],
      handler: async (request, reply) => ({
        status: 201,
        body: await sayingWhenToRetry(reply, () =>
          createCheckout(deps, request.user, request.body.package, request.body.province),
        ),
      }),
    },
    verifyCheckoutSession: {
      roles: [...clientCallers],
      handler: async (request, reply) => ({
        status: 200,
        body: await sayingWhenToRetry(reply, () => verifyCheckout(deps, request.user, request.params.sessionId)),
      }),
    },
    checkClientPayment: {
      roles: [...clientCallers],
      handler: async (request, reply) => ({
        status: 200,
        body: await sayingWhenToRetry(reply, () => checkClientPayment(deps, request.user)),
      }),
    },
  });
}
