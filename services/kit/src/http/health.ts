import type { operations } from '@agency/contracts/openapi/notifications';
import type { Orm } from '../db/orm.js';
import { queryRow } from '../db/sql.js';
import type { EventLink } from '../events/link.js';
import type { OperationHandlers } from './operation-types.js';

/**
 * The two operations every contract takes from _common.yaml. Notifications' contract has nothing
 * else, so its generated types are theirs.
 */
export type HealthOperations = Pick<operations, 'healthz' | 'readyz'>;

/** Liveness answers while the process runs; readiness needs the database (NATS is reported, not required). */
export function healthOperations(orm: Orm, events: EventLink): OperationHandlers<HealthOperations> {
  return {
    healthz: { logLevel: 'warn', handler: async () => ({ status: 200, body: { status: 'ok' } }) },
    readyz: {
      logLevel: 'warn',
      handler: async () => {
        const database = await queryRow(orm, 'SELECT 1')
          .then(() => 'ok' as const)
          .catch(() => 'down' as const);
        const nats = events.connected ? 'ok' : 'down';
        const checks = { database, nats } as const;
        return database === 'ok'
          ? { status: 200, body: { status: 'ok', checks } }
          : { status: 503, body: { status: 'unavailable', checks } };
      },
    },
  };
}
