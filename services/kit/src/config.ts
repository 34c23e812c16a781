import { z } from 'zod';
import { databaseName, defaultMetricsPort, serviceEntryOf } from '@agency/contracts/registry';

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const day = 24 * 60 * 60 * 1000;

/** Settings every service shares. Each service extends this with its own keys. */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  /**
   * Connections this process may hold to its database at once. Every replica of every service shares the server's
   * `max_connections` (100 by default), so replicas × services × this must stay under it.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /**
   * Prefix for stream names and subjects, so that test runs and a running development system can
   * share one NATS server without seeing each other's events. Empty in production.
   */
  EVENT_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9]*$/, 'lower-case letters and digits only')
    .default(''),
  /** Copies of each stream in a NATS cluster (3 in production, 1 on a single server). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** JetStream ack wait of this service's consumers: how soon an unacked event is redelivered. */
  NATS_ACK_WAIT_MS: milliseconds(30_000),
  /** Deliveries of one event to a consumer before it goes to the dead-letter table (JetStream max_deliver). */
  EVENT_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(10),
  /** Pause before the second delivery of an event whose handler failed; doubles each time, up to the max. */
  EVENT_RETRY_BASE_MS: milliseconds(1000),
  EVENT_RETRY_MAX_MS: milliseconds(60_000),
  /** Published outbox rows are kept this long for diagnosis, then pruned. */
  OUTBOX_RETENTION_MS: milliseconds(7 * day),
  /**
   * Inbox rows are kept this long, then pruned. Must exceed the redelivery horizon (checked at start);
   * the default also exceeds the streams' 30-day max age, so even a re-created durable consumer that
   * replays its whole stream finds every event it already applied.
   */
  INBOX_RETENTION_MS: milliseconds(35 * day),
  /** How often old outbox and inbox rows are pruned. */
  EVENT_PRUNE_INTERVAL_MS: milliseconds(60 * 60 * 1000),
  JWT_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'must be a PEM public key' }),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
});

export type BaseServiceConfig = z.infer<typeof baseServiceEnv>;

/** A port to listen on; 0 lets the system choose a free one. */
export const listenPort = z.coerce.number().int().min(0).max(65535);

/** Whether `address` is an http(s) origin and nothing more: a path or query on it would be silently dropped. */
export function isHttpOrigin(address: string): boolean {
  if (!URL.canParse(address)) return false;
  const { protocol, pathname, search, hash } = new URL(address);
  return (protocol === 'http:' || protocol === 'https:') && pathname === '/' && !search && !hash;
}

/**
 * `IMAGE_HOSTS`: the origins, beside the site's own, that pages may show images from (the gateway's
 * Content-Security-Policy) and that image addresses may name (content). Each an http(s) origin naming its host,
 * never a wildcard or a whole scheme, which the policy would then let through; comma-separated, empty by default.
 */
export const imageHostOrigins = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .pipe(
    z.array(
      z.string().refine((address) => isHttpOrigin(address) && !new URL(address).host.includes('*'), {
        error: 'must be an http(s) origin naming its host (https://images.example.com), no path, no wildcard',
      }),
    ),
  )
  .transform((list) => list.map((address) => new URL(address).origin));

/** Whether the runtime knows `zone` as an IANA time zone (`America/Edmonton`). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows (`America/Edmonton`), defaulting to `fallback`. */
export const timeZoneName = (fallback: string) => z.string().default(fallback).refine(isKnownTimeZone, 'is not a time zone');

/**
 * The shared settings plus a registered service's own port, operator port and database, defaulting to its
 * registry entry.
 */
export function registeredServiceEnv(name: string) {
  const entry = serviceEntryOf(name);
  return baseServiceEnv.extend({
    /** The public port; 0 takes any free one (a launcher learns which from the process, see `runService`). */
    PORT: listenPort.default(entry.port),
    /** The operator's port: `/metrics` for Prometheus, never proxied (the public port has no such route). */
    METRICS_PORT: listenPort.default(defaultMetricsPort(entry.port)),
    DATABASE_URL: baseServiceEnv.shape.DATABASE_URL.default(`postgres://postgres@127.0.0.1:5432/${databaseName(entry.database)}`),
  });
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once against a schema and fails fast, naming every bad key at once.
 * PEM values may be given with literal "\n" sequences (as container env files often carry them).
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const cleaned = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value?.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : value]),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  return result.data;
}
