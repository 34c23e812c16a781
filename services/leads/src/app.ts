import { fileURLToPath } from 'node:url';
import { buildService, type Service } from '@agency/kit';
import type { LeadsConfig } from './config.js';
import { migrations } from './migrations/0001-solution-inquiries.js';
import { SolutionInquiry } from './modules/inquiries/inquiry.entity.js';
import { inquiryOperations } from './modules/inquiries/inquiries.routes.js';

export const contractFile = fileURLToPath(new URL('../../../openapi/leads.yaml', import.meta.url));

/** The leads service: solution inquiries now, volunteer applications later. */
export function buildLeadsService(config: LeadsConfig): Promise<Service<LeadsConfig>> {
  return buildService({
    name: 'leads',
    config,
    contractFile,
    entities: [SolutionInquiry],
    migrations,
    produces: ['LEADS'],
    operations: ({ orm, relay }) => ({ ...inquiryOperations({ orm, relay }) }),
  });
}
