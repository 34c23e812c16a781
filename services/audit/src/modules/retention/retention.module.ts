import { WakeableLoop } from '@agency/kit';
import { auditContract } from '../../contract.js';
import { pruneAuditEntries } from './retention.service.js';

/** Prunes entries past AUDIT_RETENTION_DAYS once at start, then every AUDIT_PRUNE_INTERVAL_MS. */
export const retentionModule = auditContract.module({
  name: 'retention',
  setup: ({ orm, config, log }) => {
    const loop = new WakeableLoop(
      async () => {
        const pruned = await pruneAuditEntries(orm, { retentionDays: config.AUDIT_RETENTION_DAYS, now: new Date() });
        if (pruned > 0) log.info({ pruned }, 'pruned audit entries past their retention');
      },
      {
        pollMs: config.AUDIT_PRUNE_INTERVAL_MS,
        backoffMs: (failures) => Math.min(60_000 * failures, config.AUDIT_PRUNE_INTERVAL_MS),
        onError: (error) => log.warn({ err: error }, 'could not prune audit entries; will retry'),
      },
    );
    return { workers: [{ start: () => loop.wake(), stop: () => loop.stop() }] };
  },
});
