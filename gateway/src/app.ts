import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type {} from '@fastify/jwt';
import { AppError, authPlugin, registerErrorHandling, requestIdOf } from '@agency/kit';
import { bodyLimitFor, payloadTooLarge, registerBodyLimit } from './body-limit.js';
import type { GatewayConfig, Upstream } from './config.js';
import { edgeRoutes } from './edge-routes.js';
import { createGatewayMetrics, registerMetrics, type GatewayMetrics } from './metrics.js';
import { registerRateLimits } from './rate-limits/limits.js';
import { postgresRateLimitStore } from './rate-limits/store.js';
import { listenForPageChanges } from './pages/invalidation.js';
import { PageCache } from './pages/page-cache.js';
import { loadPageRenderer } from './pages/renderer.js';
import { registerSecurityHeaders } from './security.js';
import { isPageRequest, registerSpa } from './spa.js';

/**
 * The browser's one origin: it proxies /api/<service>/… to each service without parsing bodies,
 * serves the built SPA with history fallback, and adds security headers, request ids, a body-size
 * limit, rate limits on sign-in and public forms (counted in a store all replicas share), metrics,
 * and an early check of presented access tokens.
 */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: 'gateway' },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
  });
  registerErrorHandling(app, { notFound: false });
  // Every answer runs every hook, so the gateway's hooks take a `done` callback and settle synchronously when
  // they have nothing to wait for: a promise per hook per request is a measurable share of a proxied request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // First of the request hooks, so every answer carries them, even one a later hook gives early.
  registerSecurityHeaders(app);

  const metrics = createGatewayMetrics();
  registerMetrics(app, metrics, {
    proxyPrefixes: config.upstreams.map((upstream) => upstream.prefix),
    isPage: isPageRequest,
    token: config.METRICS_TOKEN,
  });

  await app.register(authPlugin, { publicKey: config.JWT_PUBLIC_KEY });

  const edge = edgeRoutes(config.upstreams, config.OPENAPI_DIR);
  registerBodyLimit(app, bodyLimitFor(edge.uploads, config.BODY_LIMIT_BYTES));

  // A presented access token must be valid; services check it again and decide what it may do.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || !request.headers.authorization?.startsWith('Bearer ')) return done();
    request.jwtVerify().then(
      () => done(),
      () => done(new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.')),
    );
  });

  const store = postgresRateLimitStore(config.DATABASE_URL, app.log);
  app.addHook('onClose', () => store.close());
  // Not fatal: the store is retried on the next limited request, and only those depend on it.
  await store.prepare().catch((error: unknown) => app.log.error({ err: error }, 'rate-limit store unavailable at start'));
  // The rules come from the service registry (sign-in, public forms), their rates from the gateway's config.
  registerRateLimits(app, config.rateLimits, store, metrics);

  /** How every proxied route reaches its service: pooled connections, the request id, and the error shape. */
  const proxied = ({
    name,
    url: upstream,
  }: Upstream): Pick<FastifyHttpProxyOptions, 'upstream' | 'undici' | 'disableRequestLogging' | 'replyOptions'> => ({
    upstream,
    undici: { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 },
    // The request is logged once on its way in and once answered; the proxy's own two lines would double that.
    disableRequestLogging: true,
    replyOptions: {
      // `headers` is the proxy's own copy of the request's, made for this call.
      rewriteRequestHeaders: (request, headers) => {
        headers['x-request-id'] = request.id;
        headers['x-forwarded-for'] = request.ip;
        headers['x-forwarded-proto'] = request.protocol;
        return headers;
      },
      // The service could not be reached or did not answer in time (its own errors pass through as sent).
      onError: (reply, { error }) => {
        // The body was cut at the edge for its size: the client's fault, and the rest of it stays unread.
        if (reply.request.bodyOverLimit) return void reply.header('connection', 'close').send(payloadTooLarge());
        const timedOut = /TIMEOUT/.test(String((error as { code?: string }).code));
        metrics.upstreamErrors.inc({ upstream: name, reason: timedOut ? 'timeout' : 'unavailable' });
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

  for (const upstream of config.upstreams) {
    await app.register(fastifyHttpProxy, {
      ...proxied(upstream),
      prefix: upstream.prefix,
      rewritePrefix: '',
      // Live features (client messages) hold WebSockets to their service through the same path.
      websocket: true,
    });
  }
  // Files crawlers look for at the root (/sitemap.xml, /robots.txt), answered by the service that makes them.
  for (const { path, upstream } of edge.siteRoot) {
    await app.register(fastifyHttpProxy, {
      ...proxied(upstream),
      prefix: path,
      rewritePrefix: path,
      routes: ['/'],
      httpMethods: ['GET', 'HEAD'],
    });
  }

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  await registerSpa(app, config.WEB_DIST, {
    servedElsewhere: edge.siteRoot.map((route) => route.path),
    pages: await renderedPages(app, config, metrics),
  });
  return app;
}

/** The public pages' server render, its cache, and the post events that clear it (none without a renderer). */
async function renderedPages(app: FastifyInstance, config: GatewayConfig, metrics: GatewayMetrics) {
  const renderer = await loadPageRenderer({
    webDist: config.WEB_DIST,
    entry: config.WEB_SSR_ENTRY,
    origin: config.PUBLIC_ORIGIN,
    upstreams: config.upstreams,
    log: app.log,
  });
  metrics.pageRendererLoaded.set(renderer ? 1 : 0);
  if (!renderer) return undefined;
  const cache = new PageCache(config.PAGE_CACHE_TTL_MS, config.PAGE_CACHE_MAX_ENTRIES);
  const changes = listenForPageChanges({
    natsUrl: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    log: app.log,
    onChange: () => cache.clear(),
  });
  app.addHook('onClose', () => changes.close());
  return { renderer, cache, timeoutMs: config.PAGE_RENDER_TIMEOUT_MS, failures: metrics.pageRenderFailures };
}
