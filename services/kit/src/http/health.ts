import type { Orm } from '../db/orm.js';
import type { EventLink } from '../events/link.js';
import type { OperationHandlers } from './openapi.js';

/** Liveness answers while the process runs; readiness needs the database (NATS is reported, not required). */
export function healthOperations(orm: Orm, events: EventLink): OperationHandlers {
  return {
    healthz: { logLevel: 'warn', handler: async () => ({ status: 'ok' }) },
    readyz: {
      logLevel: 'warn',
      handler: async (_request, reply) => {
        const database = await orm.em
          .getConnection()
          .execute('SELECT 1')
          .then(() => 'ok' as const)
          .catch(() => 'down' as const);
        const nats = events.connected ? 'ok' : 'down';
        reply.status(database === 'ok' ? 200 : 503);
        return { status: database === 'ok' ? 'ok' : 'unavailable', checks: { database, nats } };
      },
    },
  };
}
