import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The one list of the platform's deployables (`registry.json` beside this package's `src/`). The gateway,
 * `npm start`, the test harnesses, the contract test, the infrastructure checks and the web clients all
 * read it, so a service is added by its own folder, its contract and one entry here.
 */

const port = z.number().int().min(1024).max(65535);
/** Databases are `agency_<database>` on the one PostgreSQL server (`agency_<namespace>_<database>` in tests). */
const database = z.string().regex(/^[a-z][a-z0-9_]*$/, 'lower-case letters, digits and _');

const pathPrefix = z.string().startsWith('/');

const rateLimitRule = z.strictObject({
  /** A name for logs, metrics and docs, e.g. `sign-in`; unique in the registry, it also keys the shared count. */
  rule: z.string().regex(/^[a-z][a-z-]*$/),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  /**
   * Matched against the path after the service's public prefix. Several prefixes share one count (e.g.
   * access-code sign-in and registration, which both take a guess at a code).
   */
  pathPrefix: z.union([pathPrefix, z.array(pathPrefix).min(1)]),
  /** Requests allowed per client address per window (per replica when `counted` is `per-replica`); the next one answers 429. */
  limit: z.number().int().positive(),
  /** The window's length: it opens at an address's first counted request. At most an hour (X-RateLimit-Reset). */
  windowSeconds: z.number().int().min(1).max(3600),
  /** What a request is counted by. */
  by: z.enum(['ip']),
  /** The gateway configuration key that overrides `limit`. */
  override: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  /**
   * Where requests are counted (docs/adr/0007). `shared`: exactly, across every gateway replica, in the gateway's
   * database, and refused (503) while it cannot be reached, since a limit that guards accounts must not
   * silently open. `per-replica`: in each replica's memory, `limit` per replica, with no database round trip
   * and nothing that can be down, for limits that would rather let a request through than lose it (spam on
   * public forms and search).
   */
  counted: z.enum(['shared', 'per-replica']),
});

const serviceEntry = z
  .strictObject({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and -'),
    port,
    database,
    /** JetStream streams it publishes to: its own, named after it in capitals, or none. */
    produces: z.array(z.string()).max(1),
    /** Where the browser reaches it through the gateway. */
    publicPrefix: z.string().regex(/^\/api\/[a-z][a-z0-9-]*$/),
    rateLimits: z.array(rateLimitRule),
  })
  .refine((entry) => entry.produces.every((stream) => stream === entry.name.toUpperCase()), {
    message: 'a service produces only its own stream, named after it in capitals',
    path: ['produces'],
  });

const unique = (values: Array<string | number>) => new Set(values).size === values.length;

export const registrySchema = z
  .strictObject({
    gateway: z.strictObject({ port, database }),
    services: z.array(serviceEntry).min(1),
  })
  .superRefine(({ gateway, services }, context) => {
    const checks: Array<[string, Array<string | number>]> = [
      ['name', services.map((s) => s.name)],
      ['port', [gateway.port, ...services.map((s) => s.port)]],
      ['database', [gateway.database, ...services.map((s) => s.database)]],
      ['publicPrefix', services.map((s) => s.publicPrefix)],
      ['override', services.flatMap((s) => s.rateLimits.map((r) => r.override))],
      ['rule', services.flatMap((s) => s.rateLimits.map((r) => r.rule))],
    ];
    for (const [field, values] of checks) {
      if (!unique(values)) context.addIssue({ code: 'custom', path: ['services'], message: `every ${field} must be unique` });
    }
  });

export type Registry = z.infer<typeof registrySchema>;
export type ServiceEntry = Registry['services'][number];
export type RateLimitRule = ServiceEntry['rateLimits'][number];

/** A rule's path prefixes as a list, whether the registry gives one or several. */
export const pathPrefixesOf = (rule: Pick<RateLimitRule, 'pathPrefix'>): string[] =>
  typeof rule.pathPrefix === 'string' ? [rule.pathPrefix] : rule.pathPrefix;

export function parseRegistry(json: unknown): Registry {
  const result = registrySchema.safeParse(json);
  if (!result.success) throw new Error(`services/contracts/registry.json is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const registry: Registry = parseRegistry(
  JSON.parse(readFileSync(new URL('../registry.json', import.meta.url), 'utf8')) as unknown,
);

export function serviceEntryOf(name: string): ServiceEntry {
  const entry = registry.services.find((service) => service.name === name);
  if (!entry) throw new Error(`${name} is not in services/contracts/registry.json`);
  return entry;
}

/**
 * A deployable's default operator port (`METRICS_PORT`, where Prometheus scrapes `/metrics`): its registry port
 * plus 1000 (identity 5001, the gateway 9080), so the processes of one machine do not collide. Containers set
 * their own (compose and Kubernetes: 9464).
 */
export const defaultMetricsPort = (port: number) => port + 1000;

/** The environment key that points the gateway at a service, e.g. `LEADS_URL`. */
export const upstreamUrlKey = (name: string) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;

/** `agency_<database>`, or `agency_<namespace>_<database>` for a test run's own copy. */
export const databaseName = (database: string, namespace = '') => `agency_${namespace ? `${namespace}_` : ''}${database}`;
