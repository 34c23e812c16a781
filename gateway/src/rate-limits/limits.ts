import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@agency/kit';
import type { RateLimit } from '../config.js';
import type { GatewayMetrics } from '../metrics.js';
import { routedPath } from '../paths.js';
import type { ReplicaWindows } from './replica-windows.js';
import type { RateLimitStore } from './store.js';

/**
 * The count a request is added to: one per rule and client address. The window's length is part of it, so a
 * rule whose window changes starts afresh rather than inherit a window of another length.
 */
export const windowKey = (rule: Pick<RateLimit, 'rule' | 'windowSeconds'>, address: string) =>
  `${rule.rule}/${rule.windowSeconds}s ${address}`;

/** Where the rules count: the store every replica shares, and this replica's memory. */
export interface RateLimitCounters {
  shared: RateLimitStore;
  replica: ReplicaWindows;
}

/**
 * Counts each request a registered rule covers, per client address (`request.ip`: the connection's address, or
 * the one the trusted proxies in front name, see TRUST_PROXY), and refuses it past the rule's limit. Rules
 * counted `shared` wait for the store all replicas share and fail closed when it is down; rules counted
 * `per-replica` are counted in this replica's memory, synchronously.
 */
export function registerRateLimits(
  app: FastifyInstance,
  rules: RateLimit[],
  counters: RateLimitCounters,
  metrics: GatewayMetrics,
): void {
  const limitedMethods = new Set(rules.map((rule) => rule.method));

  /** Adds the rate-limit headers; the 429 to answer with when the count is past the limit. */
  const verdict = (reply: FastifyReply, rule: RateLimit, hits: number, resetsInSeconds: number): AppError | undefined => {
    reply.header('x-ratelimit-limit', rule.limit);
    reply.header('x-ratelimit-remaining', Math.max(0, rule.limit - hits));
    reply.header('x-ratelimit-reset', resetsInSeconds);
    if (hits <= rule.limit) return undefined;
    metrics.rateLimited.inc({ rule: rule.rule });
    reply.header('retry-after', resetsInSeconds);
    return new AppError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${resetsInSeconds} seconds.`);
  };

  const countShared = async (request: FastifyRequest, reply: FastifyReply, rule: RateLimit): Promise<void> => {
    let count;
    try {
      count = await counters.shared.hit(windowKey(rule, request.ip), rule.windowSeconds);
    } catch (error) {
      metrics.rateLimitStoreErrors.inc();
      request.log.error({ err: error, rule: rule.rule }, 'rate-limit store unavailable');
      throw new AppError(503, 'RATE_LIMIT_UNAVAILABLE', 'This is not available right now. Try again in a minute.');
    }
    const refusal = verdict(reply, rule, count.hits, count.resetsInSeconds);
    if (refusal) throw refusal;
  };

  const countInReplica = (request: FastifyRequest, reply: FastifyReply, rule: RateLimit): AppError | undefined => {
    const count = counters.replica.hit(windowKey(rule, request.ip), rule.windowSeconds);
    if (!count) {
      // Its memory is full of open windows: like a store that is down, a per-replica limit lets the request through.
      metrics.rateLimitUncounted.inc({ rule: rule.rule });
      return undefined;
    }
    return verdict(reply, rule, count.hits, count.resetsInSeconds);
  };

  // Most requests use a method no rule covers (every GET but search): they pass without their path being worked out.
  app.addHook('onRequest', (request, reply, done) => {
    if (!limitedMethods.has(request.method)) return done();
    const path = routedPath(request.url);
    const rule = rules.find(
      (candidate) => candidate.method === request.method && candidate.pathPrefixes.some((prefix) => path.startsWith(prefix)),
    );
    if (!rule) return done();
    if (rule.counted === 'per-replica') return done(countInReplica(request, reply, rule));
    countShared(request, reply, rule).then(() => done(), done);
  });
}
