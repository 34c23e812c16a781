import type { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type {} from '@fastify/jwt';
import {
  AppError,
  answerClientError,
  authPlugin,
  carriesToken,
  createOperatorApp,
  endedSessionsListener,
  keepOutOfCaches,
  lazyChildLoggerFactory,
  registerErrorHandling,
  requestIdOf,
  RevokedSessions,
} from '@agency/kit';
import { bodyLimitFor, registerBodyLimit } from './body-limit.js';
import type { GatewayConfig, Upstream } from './config.js';
import { edgeRoutes } from './edge-routes.js';
import { forwarder } from './forward.js';
import { createGatewayMetrics, registerMetrics, type GatewayMetrics } from './metrics.js';
import { registerRateLimits } from './rate-limits/limits.js';
import { ReplicaWindows } from './rate-limits/replica-windows.js';
import { postgresRateLimitStore } from './rate-limits/store.js';
import { listenForPageChanges } from './pages/invalidation.js';
import { PageCache } from './pages/page-cache.js';
import { loadPageRenderer } from './pages/renderer.js';
import { registerSecurityHeaders } from './security.js';
import { registerSocketOriginCheck, relayRefusedUpgrade, upgradeHeaders } from './socket-upgrades.js';
import { isPageRequest, registerSpa } from './spa.js';

/** The plugin's `wsClientOptions` as it reads them: its README documents `rewriteRequestHeaders`, its types leave it out. */
type SocketClientOptions = NonNullable<FastifyHttpProxyOptions['wsClientOptions']> & {
  rewriteRequestHeaders: typeof upgradeHeaders;
};

/** The gateway's two listeners: the public origin, and the operator's port for `/metrics`. */
export interface Gateway {
  app: FastifyInstance;
  /** `/metrics` on `METRICS_PORT`; closed with `app`. */
  operator: FastifyInstance;
}

/**
 * The browser's one origin: it proxies /api/<service>/… to each service without parsing bodies,
 * serves the built SPA with history fallback, and adds security headers, request ids, a body-size
 * limit, rate limits on sign-in and public forms, metrics (read on the operator's port), an early check of
 * presented access tokens, and WebSocket upgrades from the site's own pages only.
 */
export async function buildGateway(config: GatewayConfig): Promise<Gateway> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: 'gateway' },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: false,
    genReqId: requestIdOf,
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A request whose headers or body stall is answered 408 and its connection closed (clientErrorHandler),
    // within its timeout and one check of the connections.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, config.HEADERS_TIMEOUT_MS),
    },
    clientErrorHandler: answerClientError,
  });
  registerErrorHandling(app, { notFound: false });
  // Every answer runs every hook, so the gateway's hooks take a `done` callback and settle synchronously when
  // they have nothing to wait for: a promise per hook per request is a measurable share of a proxied request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // An answer to a caller who presented a token (the gateway's own 401, 429 or 503 included) is theirs alone.
    if (carriesToken(request)) keepOutOfCaches(reply);
    done(null, payload);
  });

  // First of the request hooks, so every answer carries them, even one a later hook gives early.
  registerSecurityHeaders(app, { publicOrigin: config.PUBLIC_ORIGIN, imageHosts: config.IMAGE_HOSTS });

  const metrics = createGatewayMetrics();
  registerMetrics(app, metrics, {
    proxyPrefixes: config.upstreams.map((upstream) => upstream.prefix),
    isPage: isPageRequest,
  });
  const operator = createOperatorApp(metrics.registry, { log: app.log, token: config.METRICS_TOKEN });
  app.addHook('onClose', () => operator.close());

  // The sessions identity ended, heard on this replica: a token of one is refused here too, so a program's socket
  // upgrade is answered 401 rather than upgraded and then cut. The services make the decision; so the gateway takes
  // tokens while it has not read the endings yet (the list is current from the start), and the services refuse them.
  const revokedSessions = new RevokedSessions();
  await app.register(authPlugin, { publicKey: config.JWT_PUBLIC_KEY, revokedSessions });
  const endedSessions = endedSessionsListener({
    url: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    service: 'gateway',
    log: app.log,
    revoked: revokedSessions,
  });
  endedSessions.start();
  app.addHook('onClose', () => endedSessions.stop());

  // Before the token is looked at: a socket from another site's page is refused whatever it carries.
  registerSocketOriginCheck(app, config.PUBLIC_ORIGIN);

  const edge = edgeRoutes(config.upstreams, config.OPENAPI_DIR);
  registerBodyLimit(app, bodyLimitFor(edge.uploads, config.BODY_LIMIT_BYTES));

  // A presented access token must be valid, and its session not ended; services check it again and decide what it may do.
  const invalidToken = () => new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || !request.headers.authorization?.startsWith('Bearer ')) return done();
    request.jwtVerify().then(
      () => done(revokedSessions.isRevoked(request.user) ? invalidToken() : undefined),
      () => done(invalidToken()),
    );
  });

  const store = postgresRateLimitStore(config.DATABASE_URL, app.log);
  app.addHook('onClose', () => store.close());
  // Not fatal: the store is retried on the next limited request, and only those depend on it.
  await store.prepare().catch((error: unknown) => app.log.error({ err: error }, 'rate-limit store unavailable at start'));
  // The rules come from the service registry (sign-in, public forms), their rates from the gateway's config.
  registerRateLimits(app, config.rateLimits, { shared: store, replica: new ReplicaWindows() }, metrics);

  // One pool of connections per replica of each service, shared by every route that reaches it.
  const forwarders = new Map(
    config.upstreams.map(({ name, urls }) => {
      const onUnavailable = (reason: 'timeout' | 'unavailable') => metrics.upstreamErrors.inc({ upstream: name, reason });
      return [name, forwarder({ name, urls, timeoutMs: config.UPSTREAM_TIMEOUT_MS, onUnavailable })];
    }),
  );
  app.addHook('onClose', () => Promise.all([...forwarders.values()].map((pool) => pool.close())));
  /**
   * `@fastify/http-proxy` matches the route, takes the prefix off safely and carries WebSockets; the
   * gateway's own forwarder sends each HTTP request on. `prefix` is what a service's `Location` is under.
   * A service with several replicas names none as `upstream`: the plugin then asks `getUpstream` for each
   * WebSocket's origin, which takes the replicas in turn (HTTP requests go through the forwarder's own turns).
   */
  const proxied = (
    upstream: Upstream,
    prefix: string,
  ): Pick<FastifyHttpProxyOptions, 'upstream' | 'handler' | 'replyOptions' | 'wsClientOptions'> => {
    const { forward, socketOrigin, connectSocket } = forwarders.get(upstream.name)!;
    const handler: FastifyHttpProxyOptions['handler'] = (request, reply, path) => forward(request, reply, path, prefix);
    const first = upstream.urls[0]!;
    // The plugin passes on only the cookie of an upgrade by itself: the service also takes the Authorization header.
    // A refused upgrade closes the browser's socket with the service's status as its code (4403, not 1011).
    const headers: SocketClientOptions = { rewriteRequestHeaders: upgradeHeaders, finishRequest: relayRefusedUpgrade };
    if (upstream.urls.length === 1) return { upstream: first, handler, wsClientOptions: headers };
    // A replica refusing a WebSocket rests, so the browser's next try reaches another.
    // (`ws` calls it with the connection's options only, never net.connect's other forms.)
    const wsClientOptions: SocketClientOptions = { ...headers, createConnection: connectSocket as typeof connect };
    return {
      upstream: '',
      handler,
      replyOptions: { getUpstream: (request) => (request.headers.upgrade === undefined ? first : socketOrigin()) },
      wsClientOptions,
    };
  };

  for (const upstream of config.upstreams) {
    await app.register(fastifyHttpProxy, {
      ...proxied(upstream, upstream.prefix),
      prefix: upstream.prefix,
      rewritePrefix: '',
      // Live features (client messages) hold WebSockets to their service through the same path.
      websocket: true,
    });
  }
  // Files crawlers look for at the root (/sitemap.xml, /robots.txt), answered by the service that makes them.
  for (const { path, upstream } of edge.siteRoot) {
    await app.register(fastifyHttpProxy, {
      ...proxied(upstream, ''),
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
  return { app, operator };
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
