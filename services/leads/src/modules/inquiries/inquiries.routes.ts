import { teamRoles, withDefaults } from '@agency/kit';
import { leadsContract } from '../../contract.js';
import { csvAttachment } from '../../csv.js';
import { inquiriesCsv } from './inquiries.export.js';
import {
  exportInquiries,
  getInquiry,
  listInquiries,
  submitProposal,
  submitStageInquiry,
  submitStrategyCall,
  updateInquiryStatus,
  type InquiryDeps,
} from './inquiries.service.js';

const receipt = (inquiry: { id: string; createdAt: Date }) => ({
  id: inquiry.id,
  status: 'pending' as const,
  createdAt: inquiry.createdAt.toISOString(),
});

export function inquiryOperations(deps: InquiryDeps) {
  return leadsContract.operations({
    submitStrategyCall: {
      handler: async (request) => ({ status: 201, body: receipt(await submitStrategyCall(deps, request.body)) }),
    },
    submitStageInquiry: {
      handler: async (request) => ({ status: 201, body: receipt(await submitStageInquiry(deps, request.body)) }),
    },
    submitProposal: {
      handler: async (request) => ({ status: 201, body: receipt(await submitProposal(deps, request.body)) }),
    },
    listInquiries: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await listInquiries(deps, withDefaults(request.query, 'limit', 'offset')),
      }),
    },
    exportInquiries: {
      roles: [...teamRoles],
      handler: async (request, reply) => {
        const csv = inquiriesCsv(await exportInquiries(deps, request.query));
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', csvAttachment('inquiries', new Date()));
        reply.header('cache-control', 'no-store');
        return { status: 200, body: csv };
      },
    },
    getInquiry: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: await getInquiry(deps, request.params.inquiryId) }),
    },
    updateInquiryStatus: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await updateInquiryStatus(deps, request.params.inquiryId, request.body.status),
      }),
    },
  });
}
