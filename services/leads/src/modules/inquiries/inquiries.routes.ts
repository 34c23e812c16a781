import { withDefaults } from '@agency/kit';
import { leadsContract } from '../../contract.js';
import {
  listInquiries,
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
    listInquiries: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: await listInquiries(deps, withDefaults(request.query, 'limit', 'offset')),
      }),
    },
    updateInquiryStatus: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: await updateInquiryStatus(deps, request.params.inquiryId, request.body.status),
      }),
    },
  });
}
