import { buildService, type Service } from '@agency/kit';
import type { LeadsConfig } from './config.js';
import { leadsContract } from './contract.js';
import { migrations } from './migrations/0001-solution-inquiries.js';
import { inquiriesModule } from './modules/inquiries/inquiries.module.js';
import { SolutionInquiry } from './modules/inquiries/inquiry.entity.js';

/** The leads service: solution inquiries now, volunteer applications later. */
export function buildLeadsService(config: LeadsConfig): Promise<Service<LeadsConfig>> {
  return buildService({
    name: 'leads',
    config,
    contract: leadsContract,
    entities: [SolutionInquiry],
    migrations,
    modules: [inquiriesModule],
  });
}
