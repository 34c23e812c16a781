import { accessTokenSigner, fixedWindowCounter } from '@agency/kit';
import { identityContract } from '../../contract.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../sessions/sessions.service.js';
import { codeGuessLimits } from '../access-codes/code-guesses.js';
import { authOperations } from './auth.routes.js';
import { serviceSignInLimits } from './sign-in-limits.js';

/** An access-code session is its access token alone (no refresh cookie), for 60 minutes. */
const ACCESS_CODE_TOKEN_TTL_SECONDS = 3600;

/**
 * Sign-in (by e-mail or access code), registration, refresh and sign-out. Identity alone holds the private
 * key, so the signers (and the limits on sign-in attempts and code guesses) are built here, once.
 */
export const authModule = identityContract.module({
  name: 'auth',
  setup: ({ orm, relay, config, metrics, log }) => ({
    operations: authOperations(
      {
        orm,
        relay,
        config,
        log,
        signInLimits: serviceSignInLimits(orm, config, metrics, log),
        codeGuesses: codeGuessLimits(fixedWindowCounter(orm), config, metrics, log),
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
