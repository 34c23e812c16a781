import { accessTokenSigner, fixedWindowCounter, ormSqlRunner } from '@agency/kit';
import { identityContract } from '../../contract.js';
import { authOperations } from './auth.routes.js';

/** Access tokens live this long; the session answer tells the browser the same number. */
const ACCESS_TOKEN_TTL_SECONDS = 900;

/** Sign-in, refresh and sign-out. Identity alone holds the private key, so the signer (and the per-account attempt counter) is built here, once. */
export const authModule = identityContract.module({
  name: 'auth',
  setup: ({ orm, config }) => ({
    operations: authOperations(
      { orm, config, attempts: fixedWindowCounter(ormSqlRunner(orm)) },
      { sign: accessTokenSigner(config.JWT_PRIVATE_KEY, ACCESS_TOKEN_TTL_SECONDS), ttlSeconds: ACCESS_TOKEN_TTL_SECONDS },
    ),
  }),
});
