import { buildService, type Service } from '@agency/kit';
import type { AuditConfig } from './config.js';
import { auditContract } from './contract.js';
import { migrations } from './migrations/0001-audit-entries.js';
import { activityModule } from './modules/activity/activity.module.js';
import { recordingModule } from './modules/recording/recording.module.js';
import { retentionModule } from './modules/retention/retention.module.js';

/**
 * The audit service: records every event of every producer's stream as an entry of an append-only record,
 * prunes entries past their retention, and serves the record to the Activity screen and history panels.
 */
export function buildAuditService(config: AuditConfig): Promise<Service<AuditConfig>> {
  return buildService({
    name: 'audit',
    config,
    contract: auditContract,
    entities: [],
    migrations,
    modules: [recordingModule, retentionModule, activityModule],
  });
}
