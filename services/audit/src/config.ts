import { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

export const auditEnv = registeredServiceEnv('audit').extend({
  /** How long the record keeps an entry (by when it happened); two years unless said otherwise. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
  /**
   * How often entries past their retention are pruned (also once at start). At most a timer's longest wait
   * (about 24.8 days): Node runs a longer one at once, which would prune in a tight loop.
   */
  AUDIT_PRUNE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .default(24 * 60 * 60 * 1000),
});

export type AuditConfig = z.infer<typeof auditEnv>;

export const loadAuditConfig = (env: NodeJS.ProcessEnv = process.env): AuditConfig => parseConfig(auditEnv, env);
