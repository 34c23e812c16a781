import { accessTokenSigner } from '@agency/kit';
import { identityContract } from '../../contract.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../sessions/sessions.service.js';
import { teamOperations } from './team.routes.js';

/**
 * The team: admins invite people by e-mail, change their roles, deactivate and reactivate them; an invited
 * person accepts with the link's token and is signed in as a new team member.
 */
export const teamModule = identityContract.module({
  name: 'team',
  setup: ({ orm, relay, config }) => ({
    operations: teamOperations(
      { orm, relay, config },
      { sign: accessTokenSigner(config.JWT_PRIVATE_KEY, ACCESS_TOKEN_TTL_SECONDS), ttlSeconds: ACCESS_TOKEN_TTL_SECONDS },
    ),
  }),
});
