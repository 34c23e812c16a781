import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/jwt';
import { AppError, authPlugin, registerErrorHandling, routeNotFound } from '@agency/kit';
import type { GatewayConfig } from './config.js';
import { contentSecurityPolicy } from './security.js';

/**
 * The browser's one origin: it proxies /api/<service>/… to each service without parsing bodies,
 * serves the built SPA with history fallback, and adds security headers, request ids, a body-size
 * limit, rate limits on sign-in and public forms, and an early check of presented access tokens.
 */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: 'gateway' },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
  });
  registerErrorHandling(app, { notFound: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(authPlugin, { publicKey: config.JWT_PUBLIC_KEY });

  // A body over the limit is refused here, before it crosses to a service (which also enforces its own).
  app.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > config.BODY_LIMIT_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  });

  // A presented access token must be valid; services check it again and decide what it may do.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !request.headers.authorization?.startsWith('Bearer ')) return;
    try {
      await request.jwtVerify();
    } catch {
      throw new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');
    }
  });

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  // The rules come from the service registry (sign-in, public forms), their rates from the gateway's config.
  for (const limit of config.rateLimits) {
    const check = app.rateLimit({ max: limit.perMinute, timeWindow: '1 minute', keyGenerator: (request) => request.ip });
    app.addHook('onRequest', async function limitRate(request, reply) {
      if (request.method === limit.method && request.url.startsWith(limit.pathPrefix)) await check.call(this, request, reply);
    });
  }

  for (const { prefix, url: upstream } of config.upstreams) {
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix,
      rewritePrefix: '',
      // Live features (client messages) hold WebSockets to their service through the same path.
      websocket: true,
      undici: { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-request-id': request.id,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        }),
        // The service could not be reached or did not answer in time (its own errors pass through as sent).
        onError: (reply, { error }) => {
          const timedOut = /TIMEOUT/.test(String((error as { code?: string }).code));
          reply.log.warn({ err: error, upstream }, 'upstream unavailable');
          void reply.send(
            new AppError(
              timedOut ? 504 : 503,
              'UPSTREAM_UNAVAILABLE',
              'The service is not available right now. Try again shortly.',
            ),
          );
        },
      },
    });
  }

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  await registerSpa(app, config.WEB_DIST);
  return app;
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every other page path. */
async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'no built web app found; serving the API only');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && path.extname(pathname) === '';
    if (!hasSpa || !isPage) return reply.status(404).send(routeNotFound(request));
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
