import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ProposalDetails } from '@agency/contracts/openapi/leads';
import type { InquiryStatus } from '@agency/contracts/leads/rules';

export type { ProposalDetails };

export type { InquiryStatus };

/** A visitor's request to be contacted: from the wizard, a business-stage bubble or a proposal. */
export const SolutionInquiry = defineEntity({
  name: 'SolutionInquiry',
  tableName: 'solution_inquiries',
  properties: {
    id: p.uuid().primary(),
    situationType: p.string(),
    name: p.string(),
    email: p.string(),
    phone: p.string(),
    preferredTime: p.string(),
    status: p.string().$type<InquiryStatus>(),
    createdAt: p.datetime().columnType('timestamptz'),
    /** A proposal's other fields; null for the wizard and the stages. */
    details: p.json<ProposalDetails>().nullable(),
  },
});

export type SolutionInquiry = InferEntity<typeof SolutionInquiry>;
