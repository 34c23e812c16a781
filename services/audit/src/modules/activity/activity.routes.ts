import { csvAttachment, withDefaults, type Orm } from '@agency/kit';
import { auditContract } from '../../contract.js';
import { activityCsv } from './activity.export.js';
import { exportActivity, listActivity, listPeople, recordHistory, type ActivityFilters } from './activity.service.js';

const filtersOf = (query: ActivityFilters = {}): ActivityFilters => ({
  actorId: query.actorId,
  actorKind: query.actorKind,
  subjectType: query.subjectType,
  from: query.from,
  to: query.to,
});

export function activityOperations(orm: Orm) {
  return auditContract.operations({
    listActivity: {
      roles: ['admin'],
      handler: async (request) => {
        const query = withDefaults(request.query, 'page', 'pageSize');
        return { status: 200, body: await listActivity(orm, filtersOf(query), query) };
      },
    },
    listActivityPeople: {
      roles: ['admin'],
      handler: async () => ({ status: 200, body: await listPeople(orm) }),
    },
    exportActivity: {
      roles: ['admin'],
      handler: async (request, reply) => {
        const csv = activityCsv(await exportActivity(orm, filtersOf(request.query)));
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', csvAttachment('activity', new Date()));
        reply.header('cache-control', 'no-store');
        return { status: 200, body: csv };
      },
    },
    getHistory: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 200,
        body: await recordHistory(orm, request.params.subjectType, request.params.subjectId),
      }),
    },
  });
}
