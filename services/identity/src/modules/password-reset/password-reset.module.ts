import { identityContract } from '../../contract.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';

/** Forgotten passwords: a link by e-mail (through notifications), and setting a new password with it. */
export const passwordResetModule = identityContract.module({
  name: 'password-reset',
  setup: ({ orm, relay, config }) => ({
    operations: identityContract.operations({
      requestPasswordReset: {
        handler: async (request) => {
          await requestPasswordReset({ orm, relay, config }, request.body.email);
          return { status: 202, body: { status: 'accepted' } };
        },
      },
      confirmPasswordReset: {
        handler: async (request) => {
          await confirmPasswordReset({ orm }, request.body);
          return { status: 204 };
        },
      },
    }),
  }),
});
