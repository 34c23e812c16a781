import { keepOutOfCaches, type OperationReply, type Principal } from '@agency/kit';
import { identityContract } from '../../contract.js';
import { withRetryAfter } from '../auth/auth.routes.js';
import { clearRefreshCookie } from '../auth/refresh-cookie.js';
import type { SignInLimits } from '../auth/sign-in-limits.js';
import { accountView, callerAccount, renameAccount, setAccountTimeZone, type AccountDeps } from './account.service.js';
import { endAccountSession, endAllAccountSessions, listAccountSessions } from './account-sessions.service.js';
import type { EmailChangeLimits } from './email-change-limits.js';
import { confirmEmailChange, requestEmailChange } from './email-change.service.js';
import { changePassword } from './password-change.service.js';
import { provingPassword } from './password-proof.js';
import type { IdentityConfig } from '../../config.js';

/** Every account signed in with a password: not an access-code session, which has no account yet. */
const accountHolders = ['admin', 'member', 'client'] as const;

export function accountOperations(
  deps: AccountDeps & {
    config: Pick<IdentityConfig, 'secureCookies' | 'REFRESH_TOKEN_DAYS'>;
    signInLimits: SignInLimits;
    emailChangeLimits: EmailChangeLimits;
  },
) {
  // The changes that ask for the current password count as sign-in attempts (see provingPassword).
  const proving = <T>(request: { user: Principal; ip: string }, reply: OperationReply, change: () => Promise<T>) =>
    withRetryAfter(reply, () => provingPassword(deps.signInLimits, request.user, request.ip, change));
  return identityContract.operations({
    getAccount: {
      roles: [...accountHolders],
      handler: async (request, reply) => {
        const em = deps.orm.em.fork();
        keepOutOfCaches(reply);
        return { status: 200, body: await accountView(em, await callerAccount(em, request.user)) };
      },
    },
    renameAccount: {
      roles: [...accountHolders],
      handler: async (request) => ({ status: 200, body: await renameAccount(deps, request.user, request.body.name) }),
    },
    setAccountTimeZone: {
      roles: [...accountHolders],
      handler: async (request) => ({
        status: 200,
        body: await setAccountTimeZone(deps, request.user, request.body.timeZone),
      }),
    },
    changePassword: {
      roles: [...accountHolders],
      handler: async (request, reply) => {
        await proving(request, reply, () => changePassword(deps, request.user, request.body));
        return { status: 204 };
      },
    },
    listAccountSessions: {
      roles: [...accountHolders],
      handler: async (request, reply) => {
        keepOutOfCaches(reply);
        return { status: 200, body: await listAccountSessions(deps, request.user) };
      },
    },
    endAccountSession: {
      roles: [...accountHolders],
      handler: async (request, reply) => {
        await endAccountSession(deps, request.user, request.params.sessionId);
        if (request.params.sessionId === request.user.sid) clearRefreshCookie(reply, deps.config);
        return { status: 204 };
      },
    },
    endAllAccountSessions: {
      roles: [...accountHolders],
      handler: async (request, reply) => {
        await endAllAccountSessions(deps, request.user);
        clearRefreshCookie(reply, deps.config);
        return { status: 204 };
      },
    },
    requestEmailChange: {
      roles: [...accountHolders],
      handler: async (request, reply) => ({
        status: 202,
        body: await proving(request, reply, () => requestEmailChange(deps, request.user, request.body)),
      }),
    },
    confirmEmailChange: {
      // Anonymous: the token is the credential, and the link may be opened in a browser that is not signed in.
      handler: async (request) => ({ status: 200, body: await confirmEmailChange(deps, request.body.token) }),
    },
  });
}
