import { buildService, type Service } from '@agency/kit';
import type { OnboardingConfig } from './config.js';
import { onboardingContract } from './contract.js';
import { migrations } from './migrations/0001-onboarding-clients.js';
import { migrations as contractMigrations } from './migrations/0002-contracts-and-payments.js';
import { migrations as unreadMigrations } from './migrations/0003-unread-messages.js';
import { migrations as phoneMigrations } from './migrations/0004-phone-numbers-e164.js';
import { migrations as teamMigrations } from './migrations/0005-client-team.js';
import { migrations as recordMigrations } from './migrations/0006-client-records.js';
import { migrations as planMigrations } from './migrations/0007-project-plans.js';
import { migrations as waitingMigrations } from './migrations/0008-waiting-steps-and-reminders.js';
import { migrations as billingMigrations } from './migrations/0009-client-billing.js';
import { migrations as factMigrations } from './migrations/0010-client-facts.js';
import { migrations as priceMigrations } from './migrations/0011-monthly-price.js';
import { AccessCode } from './modules/access-codes/access-code.entity.js';
import { accessCodesModule } from './modules/access-codes/access-codes.module.js';
import { clientsModule } from './modules/clients/clients.module.js';
import { OnboardingClient } from './modules/clients/onboarding-client.entity.js';
import { Contract } from './modules/contracts/contract.entity.js';
import { contractsModule } from './modules/contracts/contracts.module.js';
import { portalModule } from './modules/portal/portal.module.js';
import { stepsModule } from './modules/steps/steps.module.js';
import { unreadModule } from './modules/unread/unread.module.js';
import { teamModule } from './modules/team/team.module.js';
import { milestonesModule } from './modules/milestones/milestones.module.js';
import { recordsModule } from './modules/records/records.module.js';
import { remindersModule } from './modules/reminders/reminders.module.js';
import { billingModule } from './modules/billing/billing.module.js';

/** The onboarding service: access codes and the clients they invite, with their steps, contracts, unread messages and project plans. */
export function buildOnboardingService(config: OnboardingConfig): Promise<Service<OnboardingConfig>> {
  return buildService({
    name: 'onboarding',
    config,
    contract: onboardingContract,
    entities: [OnboardingClient, AccessCode, Contract],
    migrations: [
      ...migrations,
      ...contractMigrations,
      ...unreadMigrations,
      ...phoneMigrations,
      ...teamMigrations,
      ...recordMigrations,
      ...planMigrations,
      ...waitingMigrations,
      ...billingMigrations,
      ...factMigrations,
      ...priceMigrations,
    ],
    modules: [
      clientsModule,
      accessCodesModule,
      stepsModule,
      contractsModule,
      portalModule,
      unreadModule,
      teamModule,
      recordsModule,
      milestonesModule,
      remindersModule,
      billingModule,
    ],
  });
}
