import type { FastifyRequest } from 'fastify';
import type { OperationHandlers } from '@agency/kit';
import type { InquiryStatus } from './inquiry.entity.js';
import {
  listInquiries,
  submitStageInquiry,
  submitStrategyCall,
  updateInquiryStatus,
  type InquiryDeps,
  type InquiryQuery,
  type StageInquiryRequest,
  type StrategyCallRequest,
} from './inquiries.service.js';

const receipt = (inquiry: { id: string; createdAt: Date }) => ({
  id: inquiry.id,
  status: 'pending' as const,
  createdAt: inquiry.createdAt.toISOString(),
});

export function inquiryOperations(deps: InquiryDeps): OperationHandlers {
  return {
    submitStrategyCall: {
      handler: async (request: FastifyRequest<{ Body: StrategyCallRequest }>, reply) => {
        reply.status(201);
        return receipt(await submitStrategyCall(deps, request.body));
      },
    },
    submitStageInquiry: {
      handler: async (request: FastifyRequest<{ Body: StageInquiryRequest }>, reply) => {
        reply.status(201);
        return receipt(await submitStageInquiry(deps, request.body));
      },
    },
    listInquiries: {
      roles: ['admin'],
      handler: (request: FastifyRequest<{ Querystring: InquiryQuery }>) => listInquiries(deps, request.query),
    },
    updateInquiryStatus: {
      roles: ['admin'],
      handler: async (request: FastifyRequest<{ Params: { inquiryId: string }; Body: { status: InquiryStatus } }>) =>
        updateInquiryStatus(deps, request.params.inquiryId, request.body.status),
    },
  };
}
