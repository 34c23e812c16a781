import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ACCESS_COOKIE, authRequired, bearerToken, verifyCaller, type Caller } from './auth.js';
import { AppError } from './errors.js';
import { routeUrl, type Operation } from './openapi.js';
import type { GuardedRoute, OperationRequest } from './operation-types.js';
import { closeWhenSessionEnds } from './socket-sessions.js';

/**
 * A WebSocket route: a GET the contract marks `x-websocket: true`. A secured one is authenticated at
 * the upgrade by the access token in the Authorization header or the `agency_access` cookie (never
 * the URL, which logs keep), with the same role check as REST: no token is a 401, a wrong role a
 * 403, and no socket is opened. With `firstMessageAuth` an upgrade without a token is accepted and
 * its first message must be `{"type":"auth","token":"<access token>"}`, or the socket is closed
 * (4401 no or bad token, 4403 wrong role) before `connect` sees it. An authenticated socket is closed with
 * 4401 when its token expires or identity ends its session (signed out, password reset): the browser then
 * refreshes its session and connects again.
 */
export interface SocketRoute<O> extends GuardedRoute {
  firstMessageAuth?: boolean;
  /** Takes over an authenticated socket; `request.user` is its caller on a secured route. */
  connect: (socket: WebSocket, request: OperationRequest<O, undefined>) => void | Promise<void>;
}

type Connect = (socket: WebSocket, request: FastifyRequest) => void | Promise<void>;

/** How long a socket waiting for its auth message is kept open. */
const AUTH_MESSAGE_TIMEOUT_MS = 5000;

const upgradeToken = (request: FastifyRequest) => bearerToken(request) ?? request.cookies[ACCESS_COOKIE];

const closeCode = (error: unknown) => (error instanceof AppError && error.statusCode === 403 ? 4403 : 4401);

function tokenInMessage(data: unknown): string | undefined {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return message.type === 'auth' && typeof message.token === 'string' ? message.token : undefined;
  } catch {
    return undefined;
  }
}

/** Waits for the auth message, then hands the socket on in the same tick, so no message after it is missed. */
function authenticateByFirstMessage(socket: WebSocket, request: FastifyRequest, roles: Caller[], connect: () => void): void {
  const refuse = (code: number, reason: string) => socket.close(code, reason);
  const timer = setTimeout(() => refuse(4401, 'Sign in to continue.'), AUTH_MESSAGE_TIMEOUT_MS);
  socket.once('close', () => clearTimeout(timer));
  socket.once('message', (data) => {
    clearTimeout(timer);
    const token = tokenInMessage(data);
    if (token === undefined) return refuse(4401, 'Sign in to continue.');
    try {
      request.user = verifyCaller(request.server, token, roles);
    } catch (error) {
      return refuse(closeCode(error), (error as Error).message);
    }
    connect();
  });
}

function socketHandler(operation: Operation, route: SocketRoute<unknown>) {
  const connect = route.connect as unknown as Connect;
  return (socket: WebSocket, request: FastifyRequest) => {
    const failed = (error: unknown) => {
      request.log.error({ err: error, operationId: operation.id }, 'WebSocket handler failed');
      socket.close(1011, 'Something went wrong on our side.');
    };
    // Synchronously: a frame the browser sent right behind its auth frame reaches the handler's listeners.
    const start = () => {
      if (route.roles && !closeWhenSessionEnds(socket, request.user, request.server.revokedSessions)) return;
      try {
        Promise.resolve(connect(socket, request)).catch(failed);
      } catch (error) {
        failed(error);
      }
    };
    if (route.roles && upgradeToken(request) === undefined) authenticateByFirstMessage(socket, request, route.roles, start);
    else start();
  };
}

/**
 * Checks the caller before the upgrade, and before its path parameters and query are validated; a thrown
 * error is answered over HTTP and no socket is opened.
 */
function upgradeGuard(route: SocketRoute<unknown>) {
  const roles = route.roles;
  if (!roles) return {};
  return {
    onRequest: async (request: FastifyRequest) => {
      const token = upgradeToken(request);
      if (token !== undefined) request.user = verifyCaller(request.server, token, roles);
      else if (!route.firstMessageAuth) throw authRequired();
    },
  };
}

export function registerSocketRoutes(
  app: FastifyInstance,
  routes: Array<{ operation: Operation; route: SocketRoute<unknown> }>,
): void {
  if (routes.length === 0) return;
  // Loaded only by services that have WebSocket routes.
  void app.register(import('@fastify/websocket'));
  void app.register(async (scope) => {
    for (const { operation, route } of routes) {
      const { params, querystring } = operation.schema;
      scope.route({
        method: 'GET',
        url: routeUrl(operation),
        schema: { ...(params !== undefined && { params }), ...(querystring !== undefined && { querystring }) },
        websocket: true,
        ...upgradeGuard(route),
        handler: socketHandler(operation, route) as never,
      });
    }
  });
}
