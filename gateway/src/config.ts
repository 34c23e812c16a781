import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseConfig } from '@agency/kit';

const url = z.url({ protocol: /^https?$/ });

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDENTITY_URL: url.default('http://127.0.0.1:4001'),
  LEADS_URL: url.default('http://127.0.0.1:4002'),
  NOTIFICATIONS_URL: url.default('http://127.0.0.1:4003'),
  /** The gateway's own small database: the rate-limit counters its replicas share. Created if missing. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/agency_gateway'),
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  JWT_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'must be a PEM public key' }),
  /** Trust X-Forwarded-For from the ingress in front (the client address then drives rate limits). */
  TRUST_PROXY: z.stringbool().default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Sign-in attempts per client address per minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Public form submissions (inquiries, applications) per client address per minute. */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** When set, /metrics answers only a scraper presenting `Authorization: Bearer <this>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => parseConfig(gatewayEnv, env);

/** Every service the browser may reach, at /api/<name>/… */
export function upstreams(config: GatewayConfig): Record<string, string> {
  return {
    identity: config.IDENTITY_URL,
    leads: config.LEADS_URL,
    notifications: config.NOTIFICATIONS_URL,
  };
}
