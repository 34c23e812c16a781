import { identityContract } from '../../contract.js';
import { serviceSignInLimits } from '../auth/sign-in-limits.js';
import { accountOperations } from './account.routes.js';

/**
 * Everyone's own account (the Account page): display name, password, sessions and e-mail, for every account
 * signed in with a password, team and clients alike.
 */
export const accountModule = identityContract.module({
  name: 'account',
  setup: ({ orm, relay, config, metrics, log }) => ({
    operations: accountOperations({ orm, relay, config, signInLimits: serviceSignInLimits(orm, config, metrics, log) }),
  }),
});
