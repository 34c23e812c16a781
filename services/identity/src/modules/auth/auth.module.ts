import { accessTokenSigner, fixedWindowCounter } from '@agency/kit';
import { identityContract } from '../../contract.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../sessions/sessions.service.js';
import { authOperations } from './auth.routes.js';

/** An access-code session is its access token alone (no refresh cookie), for 60 minutes. */
const ACCESS_CODE_TOKEN_TTL_SECONDS = 3600;

/**
 * Sign-in (by e-mail or access code), registration, refresh and sign-out. Identity alone holds the private
 * key, so the signers (and the per-account attempt counter) are built here, once.
 */
export const authModule = identityContract.module({
  name: 'auth',
  setup: ({ orm, relay, config }) => ({
    operations: authOperations(
      {
        orm,
        relay,
        config,
        attempts: fixedWindowCounter(orm, config.SIGN_IN_ACCOUNT_WINDOW_SECONDS),
      },
      {
        account: {
          sign: accessTokenSigner(config.JWT_PRIVATE_KEY, ACCESS_TOKEN_TTL_SECONDS),
          ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
        },
        accessCode: {
          sign: accessTokenSigner(config.JWT_PRIVATE_KEY, ACCESS_CODE_TOKEN_TTL_SECONDS),
          ttlSeconds: ACCESS_CODE_TOKEN_TTL_SECONDS,
        },
      },
    ),
  }),
});
