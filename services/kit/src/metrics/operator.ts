import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError, registerErrorHandling } from '../http/errors.js';
import { lazyChildLoggerFactory } from '../http/lazy-logger.js';
import { requestIdOf } from '../http/request-id.js';

export interface OperatorAppOptions {
  log: FastifyBaseLogger;
  /** When set, /metrics answers only a scraper presenting `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operator's port (`METRICS_PORT`): `GET /metrics` for Prometheus, on a listener of its own. The public
 * port has no such route, so no proxy or ingress in front of it can reach the metrics whatever it forwards;
 * only what can reach the pod or container on this port (the scraper) sees them. Health checks stay on the
 * public port, where the probes and the images' healthchecks look.
 */
export function createOperatorApp(registry: Registry, { log, token }: OperatorAppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: log,
    requestIdHeader: false,
    genReqId: requestIdOf,
    childLoggerFactory: lazyChildLoggerFactory,
  }) as unknown as FastifyInstance;
  registerErrorHandling(app);
  const expected = token && digest(`Bearer ${token}`);
  // Scraped every few seconds: logged only when something goes wrong.
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new AppError(401, 'METRICS_UNAUTHORIZED', 'A scraper token is required.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return app;
}
