import type {} from '@fastify/cookie';
import type {} from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type OperationHandlers, type Principal } from '@agency/kit';
import type { components } from '@agency/contracts/openapi/identity';
import type { User } from '../users/user.entity.js';
import { findUserById, toUserView } from '../users/users.service.js';
import { endSession, rotateRefreshToken } from '../sessions/sessions.service.js';
import { sessionExpired, signIn, type AuthDeps, type LoginRequest } from './auth.service.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';

type Session = components['schemas']['Session'];

/** Access tokens live this long; the kit's signer is configured with the same value in app.ts. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sessionFor(app: FastifyInstance, user: User): Session {
  const principal: Principal = {
    sub: user.id,
    email: user.email,
    role: user.role,
    ...(user.clientId && { clientId: user.clientId }),
  };
  return { accessToken: app.jwt.sign(principal), expiresIn: ACCESS_TOKEN_TTL_SECONDS, user: toUserView(user) };
}

export function authOperations(deps: AuthDeps): OperationHandlers {
  const { config } = deps;
  return {
    login: {
      handler: async (request: FastifyRequest<{ Body: LoginRequest }>, reply) => {
        const { user, refresh } = await signIn(deps, request.body);
        setRefreshCookie(reply, config, refresh.token);
        return sessionFor(request.server, user);
      },
    },
    refreshSession: {
      handler: async (request, reply) => {
        const rotation = await rotateRefreshToken(deps, request.cookies[REFRESH_COOKIE]);
        if (rotation.outcome === 'rejected') {
          request.log.info({ reason: rotation.reason }, 'refresh rejected');
          clearRefreshCookie(reply, config);
          throw sessionExpired();
        }
        setRefreshCookie(reply, config, rotation.refresh.token);
        return sessionFor(request.server, rotation.user);
      },
    },
    logout: {
      handler: async (request, reply) => {
        await endSession(deps, request.cookies[REFRESH_COOKIE]);
        clearRefreshCookie(reply, config);
        return reply.status(204).send();
      },
    },
    getCurrentUser: {
      roles: ['admin', 'client'],
      handler: async (request) => {
        const user = uuidPattern.test(request.user.sub) ? await findUserById(deps, request.user.sub) : null;
        if (!user) throw new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');
        return toUserView(user);
      },
    },
  };
}
