import type {} from '@fastify/jwt';
import type { OperationReply } from '@agency/kit';
import { paymentsContract } from '../../contract.js';
import { ProviderRateLimited } from '../stripe/stripe-client.js';
import { checkClientPayment, createCheckout, verifyCheckout, type CheckoutDeps } from './checkout.service.js';

/** A client signed in with an account or with an access code alike; the token's clientId says whose checkout it is. */
const clientCallers = ['client', 'onboarding-client'] as const;

/** Runs the work; when Stripe is limiting us, the 503 tells the caller when to try again. */
async function sayingWhenToRetry<T>(reply: OperationReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderRateLimited) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

export function checkoutOperations(deps: CheckoutDeps) {
  return paymentsContract.operations({
    getPaymentSettings: {
      handler: () => ({ status: 200, body: { checkoutEnabled: deps.stripe !== undefined } }),
    },
    createCheckoutSession: {
      roles: [...clientCallers],
      handler: async (request, reply) => ({
        status: 201,
        body: await sayingWhenToRetry(reply, () => createCheckout(deps, request.user, request.body.package)),
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
