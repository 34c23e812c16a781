import type { BackgroundWorker } from '@agency/kit';
import { identityContract } from '../../contract.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';

/**
 * Forgotten passwords: a link by e-mail (through notifications), and setting a new password with it.
 *
 * A reset request is answered before it is looked at: whether the address has an account (and a token and
 * an event are written) or not (and nothing is), the answer is the same `202` at the same moment, so neither
 * its body nor its timing tells who has an account. The work then runs on; closing the service waits for it.
 */
export const passwordResetModule = identityContract.module({
  name: 'password-reset',
  setup: ({ orm, relay, config }) => {
    const running = new Set<Promise<void>>();
    const pendingRequests: BackgroundWorker = {
      start: () => undefined,
      stop: async () => {
        await Promise.all(running);
      },
    };
    return {
      operations: identityContract.operations({
        requestPasswordReset: {
          handler: async (request) => {
            const work = requestPasswordReset({ orm, relay, config }, request.body.email).catch((error: unknown) => {
              request.log.error({ err: error }, 'password reset request failed');
            });
            running.add(work);
            void work.finally(() => running.delete(work));
            return { status: 202, body: { status: 'accepted' } };
          },
        },
        confirmPasswordReset: {
          handler: async (request) => {
            await confirmPasswordReset({ orm, relay }, request.body, request.ip);
            return { status: 204 };
          },
        },
      }),
      workers: [pendingRequests],
    };
  },
});
