import type {} from '@fastify/cookie';
import type {} from '@fastify/jwt';
import { AppError, keepOutOfCaches, type OperationReply, type Principal } from '@agency/kit';
import type { Session } from '@agency/contracts/openapi/identity';
import { identityContract } from '../../contract.js';
import type { User } from '../users/user.entity.js';
import { findUserById, principalOf, toUserView } from '../users/users.service.js';
import { endSession, rotateRefreshToken, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { accessCodeInvalid, findUsableAccessCode, type UsableAccessCode } from '../access-codes/access-codes.service.js';
import { guessingAccessCode } from '../access-codes/code-guesses.js';
import { sessionExpired, signIn, type AuthDeps } from './auth.service.js';
import { register } from './registration.service.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import { TooManyAttempts } from './sign-in-limits.js';
import type { SessionDevice } from '../sessions/session-devices.js';

/** Issues access tokens: the signer and the lifetime it signs them for. */
export interface AccessTokens {
  sign: (principal: Principal) => string;
  ttlSeconds: number;
}

/** The signers of the two kinds of session: an account's, and an access code's (onboarding steps only). */
export interface SessionSigners {
  account: AccessTokens;
  accessCode: AccessTokens;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account's session: its access token names the session (`sid`), so that ending the session ends the token. */
export function sessionFor(tokens: AccessTokens, user: User, refresh: IssuedRefreshToken): Session {
  return {
    accessToken: tokens.sign(principalOf(user, refresh.sessionId)),
    expiresIn: tokens.ttlSeconds,
    user: toUserView(user),
  };
}

/** An access-code session: the code stands in for the account the client does not have yet. */
function accessCodeSessionFor(tokens: AccessTokens, code: UsableAccessCode): Session {
  const principal: Principal = { sub: code.id, email: code.email, role: 'client', clientId: code.clientId, scope: 'onboarding' };
  return {
    accessToken: tokens.sign(principal),
    expiresIn: tokens.ttlSeconds,
    user: { id: code.id, email: code.email, role: 'client' },
  };
}

/** A refusal by one of identity's limits says when to try again (`Retry-After`), as the gateway's refusals do. */
export async function withRetryAfter<T>(reply: OperationReply, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof TooManyAttempts) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * The client's address as the gateway saw it: the gateway replaces any X-Forwarded-For with the one address
 * it took the request from, and services trust that header from it (kit, `trustProxy`).
 */
const clientAddress = (request: { ip: string }) => request.ip;

/** Where a session is used from, for the Account page's list of sessions. */
export const deviceOf = (request: { ip: string; headers: { 'user-agent'?: string } }): SessionDevice => ({
  userAgent: request.headers['user-agent'],
  address: clientAddress(request),
});

/** A session's answer carries its access token (and a new refresh cookie): no cache may keep it. */
function sessionAnswer<Status extends 200 | 201>(reply: OperationReply, status: Status, session: Session) {
  keepOutOfCaches(reply);
  return { status, body: session };
}

export function authOperations(deps: AuthDeps, signers: SessionSigners) {
  const tokens = signers.account;
  const { config } = deps;
  return identityContract.operations({
    login: {
      handler: async (request, reply) => {
        const { user, refresh } = await withRetryAfter(reply, () =>
          signIn(deps, request.body, clientAddress(request), request.headers['user-agent']),
        );
        setRefreshCookie(reply, config, refresh.token);
        return sessionAnswer(reply, 200, sessionFor(tokens, user, refresh));
      },
    },
    register: {
      handler: async (request, reply) => {
        const { user, refresh } = await withRetryAfter(reply, () =>
          guessingAccessCode(deps.codeGuesses, clientAddress(request), () => register(deps, request.body, deviceOf(request))),
        );
        setRefreshCookie(reply, config, refresh.token);
        return sessionAnswer(reply, 201, sessionFor(tokens, user, refresh));
      },
    },
    signInWithAccessCode: {
      handler: async (request, reply) => {
        const code = await withRetryAfter(reply, () =>
          guessingAccessCode(deps.codeGuesses, clientAddress(request), async () => {
            const usable = await findUsableAccessCode(deps.orm.em.fork(), request.body.code);
            if (!usable) throw accessCodeInvalid(401);
            return usable;
          }),
        );
        return sessionAnswer(reply, 200, accessCodeSessionFor(signers.accessCode, code));
      },
    },
    refreshSession: {
      handler: async (request, reply) => {
        const rotation = await rotateRefreshToken(deps, request.cookies[REFRESH_COOKIE], deviceOf(request));
        if (rotation.outcome === 'rejected') {
          request.log.info({ reason: rotation.reason }, 'refresh rejected');
          clearRefreshCookie(reply, config);
          throw sessionExpired();
        }
        setRefreshCookie(reply, config, rotation.refresh.token);
        return sessionAnswer(reply, 200, sessionFor(tokens, rotation.user, rotation.refresh));
      },
    },
    logout: {
      handler: async (request, reply) => {
        await endSession(deps, request.cookies[REFRESH_COOKIE]);
        clearRefreshCookie(reply, config);
        return { status: 204 };
      },
    },
    getCurrentUser: {
      roles: ['admin', 'member', 'client'],
      // Anyone's own account. Not `onboarding-client`: an access-code session has no account behind it yet.
      handler: async (request) => {
        const user = uuidPattern.test(request.user.sub) ? await findUserById(deps, request.user.sub) : null;
        if (!user) throw new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');
        return { status: 200, body: toUserView(user) };
      },
    },
  });
}
