import { teamRoles, withDefaults } from '@agency/kit';
import { leadsContract } from '../../contract.js';
import { csvAttachment } from '../../csv.js';
import { applicationsCsv } from './applications.export.js';
import {
  exportApplications,
  getApplication,
  listApplications,
  submitApplication,
  updateApplicationStatus,
  type ApplicationDeps,
} from './applications.service.js';

export function applicationOperations(deps: ApplicationDeps) {
  return leadsContract.operations({
    submitApplication: {
      handler: async (request) => {
        const application = await submitApplication(deps, request.body);
        return {
          status: 201,
          body: { id: application.id, status: 'pending' as const, createdAt: application.createdAt.toISOString() },
        };
      },
    },
    listApplications: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await listApplications(deps, withDefaults(request.query, 'limit', 'offset')),
      }),
    },
    exportApplications: {
      roles: [...teamRoles],
      handler: async (request, reply) => {
        const csv = applicationsCsv(await exportApplications(deps, request.query));
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', csvAttachment('applications', new Date()));
        reply.header('cache-control', 'no-store');
        return { status: 200, body: csv };
      },
    },
    getApplication: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: await getApplication(deps, request.params.applicationId) }),
    },
    updateApplicationStatus: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await updateApplicationStatus(deps, request.params.applicationId, request.body.status),
      }),
    },
  });
}
