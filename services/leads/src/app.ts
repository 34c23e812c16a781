import { buildService, type Service } from '@agency/kit';
import type { LeadsConfig } from './config.js';
import { leadsContract } from './contract.js';
import { migrations } from './migrations/0001-solution-inquiries.js';
import { migrations as applicationMigrations } from './migrations/0002-volunteer-applications.js';
import { migrations as phoneMigrations } from './migrations/0003-phone-numbers-e164.js';
import { VolunteerApplication } from './modules/applications/application.entity.js';
import { applicationsModule } from './modules/applications/applications.module.js';
import { inquiriesModule } from './modules/inquiries/inquiries.module.js';
import { SolutionInquiry } from './modules/inquiries/inquiry.entity.js';
import { leadHistoryModule } from './modules/lead-history/lead-history.module.js';

/** The leads service: solution inquiries (wizard, stages, proposals), volunteer applications, and one history per address. */
export function buildLeadsService(config: LeadsConfig): Promise<Service<LeadsConfig>> {
  return buildService({
    name: 'leads',
    config,
    contract: leadsContract,
    entities: [SolutionInquiry, VolunteerApplication],
    migrations: [...migrations, ...applicationMigrations, ...phoneMigrations],
    modules: [inquiriesModule, applicationsModule, leadHistoryModule],
  });
}
