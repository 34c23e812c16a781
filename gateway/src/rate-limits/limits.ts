import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@agency/kit';
import type { RateLimit } from '../config.js';
import type { GatewayMetrics } from '../metrics.js';
import { routedPath } from '../paths.js';
import type { RateLimitStore } from './store.js';

/**
 * The shared count a request is added to: one per rule and client address. The window's length is part of
 * it, so a rule whose window changes starts afresh rather than inherit a window of another length.
 */
export const windowKey = (rule: Pick<RateLimit, 'rule' | 'windowSeconds'>, address: string) =>
  `${rule.rule}/${rule.windowSeconds}s ${address}`;

/** Counts each request a registered rule covers in the shared store and refuses it past the rule's limit. */
export function registerRateLimits(
  app: FastifyInstance,
  rules: RateLimit[],
  store: RateLimitStore,
  metrics: GatewayMetrics,
): void {
  const limitedMethods = new Set(rules.map((rule) => rule.method));

  const limit = async (request: FastifyRequest, reply: FastifyReply, rule: RateLimit): Promise<void> => {
    let count;
    try {
      count = await store.hit(windowKey(rule, request.ip), rule.windowSeconds);
    } catch (error) {
      metrics.rateLimitStoreErrors.inc();
      request.log.error({ err: error, rule: rule.rule }, 'rate-limit store unavailable');
      if (rule.whenStoreDown === 'allow') return;
      throw new AppError(503, 'RATE_LIMIT_UNAVAILABLE', 'This is not available right now. Try again in a minute.');
    }
    reply.header('x-ratelimit-limit', rule.limit);
    reply.header('x-ratelimit-remaining', Math.max(0, rule.limit - count.hits));
    reply.header('x-ratelimit-reset', count.resetsInSeconds);
    if (count.hits <= rule.limit) return;
    metrics.rateLimited.inc({ rule: rule.rule });
    reply.header('retry-after', count.resetsInSeconds);
    throw new AppError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${count.resetsInSeconds} seconds.`);
  };

  // Most requests use a method no rule covers (every GET): they pass without their path being worked out.
  app.addHook('onRequest', (request, reply, done) => {
    if (!limitedMethods.has(request.method)) return done();
    const path = routedPath(request.url);
    const rule = rules.find(
      (candidate) => candidate.method === request.method && candidate.pathPrefixes.some((prefix) => path.startsWith(prefix)),
    );
    if (!rule) return done();
    limit(request, reply, rule).then(() => done(), done);
  });
}
