import type { Orm } from '@agency/kit';
import { execute, queryRow } from '@agency/kit';

/** Rows per DELETE, so a large backlog never holds long locks on the table the consumers write to. */
const BATCH = 5000;

/**
 * Deletes the entries that happened more than `retentionDays` before `now`, in batches. Each batch holds a
 * transaction-wide advisory lock, so two replicas pruning at once take turns instead of fighting over rows;
 * and it says (`audit.pruning`) that it is the prune, the one delete the table's trigger lets through.
 */
export async function pruneAuditEntries(orm: Orm, { retentionDays, now }: { retentionDays: number; now: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await orm.em.fork().transactional(async (em) => {
      const lock = await queryRow<{ locked: boolean }>(em, "SELECT pg_try_advisory_xact_lock(hashtext('audit-prune')) AS locked");
      if (!lock?.locked) return -1;
      await execute(em, "SELECT set_config('audit.pruning', 'on', true)");
      const { rowCount } = await execute(
        em,
        `WITH doomed AS (SELECT id FROM audit_entries WHERE occurred_at < :cutoff LIMIT ${BATCH})
         DELETE FROM audit_entries WHERE id IN (SELECT id FROM doomed)`,
        { cutoff },
      );
      return rowCount;
    });
    // Another replica is pruning: it will finish the job.
    if (deleted === -1) return total;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
