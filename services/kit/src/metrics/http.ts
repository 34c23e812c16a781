import fastifyPlugin from 'fastify-plugin';
import type { ServiceMetrics } from './registry.js';

/**
 * Counts and times every request by its route pattern (never the raw URL, whose ids would make a
 * series per resource), and serves the service's metrics at GET /metrics.
 */
export const metricsPlugin = fastifyPlugin<{ metrics: ServiceMetrics }>(
  (app, { metrics }, done) => {
    app.addHook('onResponse', (request, reply, next) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
      next();
    });
    // Not in the OpenAPI contracts: Prometheus scrapes it inside the cluster, and the gateway never proxies it.
    app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
    done();
  },
  { name: 'metrics' },
);
