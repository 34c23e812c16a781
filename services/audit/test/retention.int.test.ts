import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pruneAuditEntries } from '../src/modules/retention/retention.service.js';
import { auditTestService, envelopeOf, mentor } from './support.js';

// The prune that runs at start must not touch what this file records: its entries are all years ahead of
// that run's clock, and the test's clock is fixed relative to them.
const t = await auditTestService({ AUDIT_RETENTION_DAYS: '730' });
const now = new Date('2031-06-01T12:00:00.000Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

async function recordAt(occurredAt: string) {
  const envelope = envelopeOf('content.post.deleted.v1', { postId: randomUUID() }, { actor: mentor, occurredAt });
  await t.publish(envelope);
  await t.recorded(envelope.id);
  return envelope.id;
}

describe('retention', () => {
  it('prunes entries older than the retention, and only those', async () => {
    const old = await recordAt(daysBefore(731));
    const edge = await recordAt(daysBefore(729));
    const recent = await recordAt(daysBefore(1));
    const pruned = await pruneAuditEntries(t.service.context.orm, { retentionDays: 730, now });
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect(await t.entry(old)).toBeUndefined();
    expect(await t.entry(edge)).toBeDefined();
    expect(await t.entry(recent)).toBeDefined();
  });

  it('is idempotent: two prunes at once delete each entry once and fail neither', async () => {
    const ids = await Promise.all([recordAt(daysBefore(900)), recordAt(daysBefore(800))]);
    const orm = t.service.context.orm;
    const runs = await Promise.all([
      pruneAuditEntries(orm, { retentionDays: 730, now }),
      pruneAuditEntries(orm, { retentionDays: 730, now }),
    ]);
    expect(runs[0]! + runs[1]!).toBe(2);
    for (const id of ids) expect(await t.entry(id)).toBeUndefined();
  });

  it('reads its retention from AUDIT_RETENTION_DAYS, two years unless told', async () => {
    const { loadAuditConfig } = await import('../src/config.js');
    expect(loadAuditConfig(t.env()).AUDIT_RETENTION_DAYS).toBe(730);
    const { AUDIT_RETENTION_DAYS: _, ...withoutKey } = t.env();
    expect(loadAuditConfig(withoutKey).AUDIT_RETENTION_DAYS).toBe(730);
    expect(loadAuditConfig(t.env({ AUDIT_RETENTION_DAYS: '30' })).AUDIT_RETENTION_DAYS).toBe(30);
    expect(() => loadAuditConfig(t.env({ AUDIT_RETENTION_DAYS: '0' }))).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadAuditConfig(t.env({ AUDIT_PRUNE_INTERVAL_MS: String(30 * 24 * 60 * 60 * 1000) }))).toThrow(
      /AUDIT_PRUNE_INTERVAL_MS/,
    );
  });
});
