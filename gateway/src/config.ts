import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { imageHostOrigins, isHttpOrigin, listenPort, parseConfig } from '@agency/kit';
import { databaseName, defaultMetricsPort, pathPrefixesOf, registry, upstreamUrlKey } from '@agency/contracts/registry';

const limit = z.coerce.number().int().positive();
const rules = registry.services.flatMap((service) =>
  service.rateLimits.map((rule) => ({
    ...rule,
    pathPrefixes: pathPrefixesOf(rule).map((prefix) => `${service.publicPrefix}${prefix}`),
  })),
);

/** A service's origins: one, or its replicas as a comma-separated list (`http://10.0.0.5:4007,http://10.0.0.6:4007`). */
const origins = z
  .string()
  .transform((list) => list.split(',').map((origin) => origin.trim()))
  .pipe(
    z.array(
      z.string().refine(isHttpOrigin, {
        error: 'must be an http(s) origin (http://host:port, no path), or a comma-separated list of them',
      }),
    ),
  )
  .transform((list) => list.map((address) => new URL(address).origin));

/** Named address ranges proxy-addr knows (`loopback`: 127.0.0.1/8 and ::1/128, and so on). */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or a CIDR range of them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * `TRUST_PROXY`: whose word the gateway takes for the client's address, which keys the rate limits and is passed
 * on to the services. `false` (the default): the connection's own address, for a gateway clients reach
 * directly. Otherwise the proxies in front, by address or CIDR range, comma-separated (`10.0.0.0/8`), or by
 * proxy-addr's named ranges (`loopback`, `linklocal`, `uniquelocal`: the private ranges an ingress controller's
 * pods have): X-Forwarded-For is then read from its right end, each proxy's entry vouching for the next, and
 * the client is the first address that is not one of them, so entries a client wrote itself are never reached.
 * `true` (believe the left-most entry, which the client writes) and hop counts (which cannot tell a proxy from
 * a client connecting directly, and which Fastify no longer trusts at all) are refused.
 */
const trustedProxies = z
  .string()
  .default('false')
  .transform((value, context): false | string => {
    const setting = value.trim();
    if (setting === 'false') return false;
    const entries = setting.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => namedRanges.has(entry) || isAddressOrRange(entry))) return entries.join(',');
    context.addIssue({
      code: 'custom',
      message:
        setting === 'true' || /^\d+$/.test(setting)
          ? `${setting} would let a client choose its own address through X-Forwarded-For: name the proxies in front by address or range (uniquelocal behind an ingress)`
          : 'must be false, or the proxies in front by address, CIDR range or named range, comma-separated',
    });
    return z.NEVER;
  });

/**
 * `<NAME>_URL` for every registered service, defaulting to its registry port on this machine; a comma-separated
 * list names several replicas, which the gateway balances.
 */
const upstreamUrls = z.object(
  Object.fromEntries(
    registry.services.map((service) => [upstreamUrlKey(service.name), origins.default([`http://127.0.0.1:${service.port}`])]),
  ),
);

/** The override key of every registered rate limit (e.g. `SIGN_IN_RATE_LIMIT`), defaulting to its registry limit. */
const rateLimitOverrides = z.object(Object.fromEntries(rules.map((rule) => [rule.override, limit.default(rule.limit)])));

const gatewaySettings = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: listenPort.default(registry.gateway.port),
  /**
   * The operator's port: `/metrics` for Prometheus (the gateway's own; each service has its own). Never the
   * public origin, where `/metrics` answers 404; 0 takes any free port.
   */
  METRICS_PORT: listenPort.default(defaultMetricsPort(registry.gateway.port)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The gateway's own small database: the rate-limit counters its replicas share. Created if missing. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .default(`postgres://postgres@127.0.0.1:5432/${databaseName(registry.gateway.database)}`),
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /**
   * The web build's server renderer (by default dist-server/entry-server.js beside WEB_DIST); without
   * it every page is sent as the plain shell.
   */
  WEB_SSR_ENTRY: z.string().optional(),
  /**
   * The origin visitors use: rendered pages' canonical links and structured data name it, the
   * Content-Security-Policy lets the pages open WebSockets to it (its ws:/wss: equivalent), and when it is https
   * every answer carries Strict-Transport-Security.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:8080')
    .transform((address) => new URL(address).origin),
  /** Other origins the pages may show images from (comma-separated), e.g. a CDN of post covers. */
  IMAGE_HOSTS: imageHostOrigins,
  /** How long a rendered page is served again before it is rendered anew (post changes clear it at once). */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(500),
  /** A render that takes longer gives way to the plain shell, which the browser renders itself. */
  PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  /** Where content's post events arrive, to clear the rendered pages. */
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  EVENT_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9]*$/, 'lower-case letters and digits only')
    .default(''),
  /** The services' contracts, read for their upload limits and the paths served at the site's root. */
  OPENAPI_DIR: z.string().default(fileURLToPath(new URL('../../openapi', import.meta.url))),
  JWT_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'must be a PEM public key' }),
  /** Which proxies in front to believe about the client's address (the rate limits' key): see `trustedProxies`. */
  TRUST_PROXY: trustedProxies,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /**
   * How long a client may take to send a request's headers, and the whole request (headers and body), before
   * it is answered 408 and its connection closed (Node's `headersTimeout` and `requestTimeout`), so a request
   * whose body stalls does not hold a connection and the service's request open. The whole request's bound
   * must let the largest upload (10 MiB, an image) arrive over a slow line (60 s: about 1.4 Mbit/s). Checked every second.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** A service that has not started answering a proxied request by then gets the caller a 504. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** When set, /metrics answers only a scraper presenting `Authorization: Bearer <this>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

/** A service the browser may reach, at its public prefix. */
export interface Upstream {
  name: string;
  prefix: string;
  /** The origins of its replicas (`http://host:port`), at least one; requests and WebSockets are spread over them. */
  urls: string[];
}

/** A registered rate limit with its paths made absolute and its limit after any override. */
export interface RateLimit {
  rule: string;
  method: string;
  /** Any of them matches; they share one count. */
  pathPrefixes: string[];
  /** Requests allowed per client address per window (per replica when counted per replica). */
  limit: number;
  windowSeconds: number;
  /** `shared`: in the gateway's database, exact across replicas, refused while it is down; `per-replica`: in memory. */
  counted: 'shared' | 'per-replica';
}

export const gatewayEnv = z
  .object({ ...gatewaySettings.shape, ...upstreamUrls.shape, ...rateLimitOverrides.shape })
  .refine((settings) => settings.HEADERS_TIMEOUT_MS <= settings.REQUEST_TIMEOUT_MS, {
    error: 'must not exceed REQUEST_TIMEOUT_MS (the whole request includes its headers)',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  .transform((settings) => {
    // The registry-derived keys are not in the inferred type; they are read once here.
    const env = settings as Record<string, unknown>;
    const upstreams: Upstream[] = registry.services.map((service) => ({
      name: service.name,
      prefix: service.publicPrefix,
      urls: env[upstreamUrlKey(service.name)] as string[],
    }));
    const rateLimits: RateLimit[] = rules.map(({ rule, method, pathPrefixes, windowSeconds, override, counted }) => ({
      rule,
      method,
      pathPrefixes,
      limit: Number(env[override]),
      windowSeconds,
      counted,
    }));
    const ssrEntry = settings.WEB_SSR_ENTRY ?? path.join(settings.WEB_DIST, '..', 'dist-server', 'entry-server.js');
    return { ...settings, WEB_SSR_ENTRY: ssrEntry, upstreams, rateLimits };
  });

export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => parseConfig(gatewayEnv, env);
