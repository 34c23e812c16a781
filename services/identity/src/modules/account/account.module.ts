import { identityContract } from '../../contract.js';
import { accountOperations } from './account.routes.js';

/**
 * Everyone's own account (the Account page): display name, password, sessions and e-mail, for every account
 * signed in with a password, team and clients alike.
 */
export const accountModule = identityContract.module({
  name: 'account',
  setup: ({ orm, relay, config }) => ({ operations: accountOperations({ orm, relay, config }) }),
});
