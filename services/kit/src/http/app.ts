import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { BaseServiceConfig } from '../config.js';
import { authPlugin } from './auth.js';
import { registerErrorHandling, toErrorBody } from './errors.js';
import type { RevokedSessions } from './revoked-sessions.js';
import { lazyChildLoggerFactory } from './lazy-logger.js';
import { privateWhenAuthenticated } from './private-answers.js';
import { requestIdOf } from './request-id.js';
import { registerInputGuards, registerValidators } from './validation.js';

/**
 * A service's Fastify app before its routes: one error shape, strict input, request ids, cookies and JWT verification
 * (refusing the tokens of `revokedSessions`, when given).
 */
export async function createServiceApp(
  name: string,
  config: BaseServiceConfig,
  options: { revokedSessions?: RevokedSessions } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: name },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: false,
    genReqId: requestIdOf,
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a path parameter over maxParamLength, a malformed URL), in the one error shape.
    frameworkErrors: (error, request, reply) => {
      const body = toErrorBody(error, request.id);
      // Sent before the app's hooks, so the request id goes on here.
      void (reply as FastifyReply).status(body.statusCode).header('x-request-id', request.id).send(body);
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', privateWhenAuthenticated);
  registerErrorHandling(app);
  registerValidators(app);
  registerInputGuards(app);
  await app.register(fastifyCookie);
  await app.register(authPlugin, {
    publicKey: config.JWT_PUBLIC_KEY,
    ...(options.revokedSessions && { revokedSessions: options.revokedSessions }),
  });
  return app;
}
