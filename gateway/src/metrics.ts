import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeNotFound } from '@agency/kit';
import { routedPath } from './paths.js';

/** The gateway's metrics, in a registry of its own (tests build several gateways in one process). */
export interface GatewayMetrics {
  registry: Registry;
  duration: Histogram<'method' | 'route' | 'status_code'>;
  upstreamErrors: Counter<'upstream' | 'reason'>;
  rateLimited: Counter<'rule'>;
  rateLimitStoreErrors: Counter;
  rateLimitUncounted: Counter<'rule'>;
  pageRenderFailures: Counter;
  pageRendererLoaded: Gauge;
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  // Every answer is counted and timed together, so the count is read from the histogram's own when
  // scraped rather than kept twice: one update per request instead of two.
  new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
    async collect() {
      const { values } = await duration.get();
      this.reset();
      for (const { metricName, labels, value } of values) {
        if (metricName === 'http_request_duration_seconds_count') this.inc(labels, value);
      }
    },
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response',
    labelNames,
    registers: [registry],
  });
  return {
    registry,
    duration,
    upstreamErrors: new Counter({
      name: 'gateway_upstream_errors_total',
      help: 'Proxied requests a service did not answer (unavailable or timed out)',
      labelNames: ['upstream', 'reason'] as const,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'gateway_rate_limited_total',
      help: 'Requests refused by a rate limit',
      labelNames: ['rule'] as const,
      registers: [registry],
    }),
    rateLimitStoreErrors: new Counter({
      name: 'gateway_rate_limit_store_errors_total',
      help: 'Rate-limited requests the shared store could not count (refused with 503)',
      registers: [registry],
    }),
    rateLimitUncounted: new Counter({
      name: 'gateway_rate_limit_uncounted_total',
      help: 'Requests a per-replica limit let through uncounted, its memory being full of open windows',
      labelNames: ['rule'] as const,
      registers: [registry],
    }),
    pageRenderFailures: new Counter({
      name: 'gateway_page_render_failures_total',
      help: 'Public pages sent as the plain shell because their server render failed or timed out',
      registers: [registry],
    }),
    pageRendererLoaded: new Gauge({
      name: 'gateway_page_renderer_loaded',
      help: '1 when the server renderer of the public pages is loaded; 0 when every page is the plain shell',
      registers: [registry],
    }),
  };
}

/**
 * `/metrics` is served on the operator's port only (the gateway's and every service's): on the public port, neither
 * the gateway's own nor a service's (`/api/<service>/metrics`) exists, however the path is written.
 */
const metricsPath = /^(?:\/api\/[^/]+)?\/+metrics(?:\/|$)/i;

/**
 * Counts and times every answer by route and status. A proxied request is labelled with its service's
 * prefix (`/api/leads`), never its raw URL, so the number of series stays bounded. The metrics are read on
 * the operator's port (`createOperatorApp`); on this one `/metrics` answers 404.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: GatewayMetrics,
  options: { proxyPrefixes: string[]; isPage: (request: FastifyRequest) => boolean },
): void {
  const prefixes = options.proxyPrefixes.map((prefix) => ({ prefix, under: `${prefix}/` }));
  const routeOf = (request: FastifyRequest): string => {
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    for (const { prefix, under } of prefixes) if (path === prefix || path.startsWith(under)) return prefix;
    const route = request.routeOptions.url;
    if (route === '/healthz') return route;
    if (route !== undefined) return 'static';
    return options.isPage(request) ? 'page' : 'unmatched';
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (!metricsPath.test(routedPath(request.url))) return done();
    void reply.status(404).send(routeNotFound(request));
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status_code: reply.statusCode };
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
