import fastifyPlugin from 'fastify-plugin';
import type { ServiceMetrics } from './registry.js';

/**
 * Counts and times every request by its route pattern (never the raw URL, whose ids would make a
 * series per resource). The metrics are served on the operator's port (`createOperatorApp`), not here.
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
    done();
  },
  { name: 'metrics' },
);
