import { buildService, fixedWindowMigration, type Service } from '@agency/kit';
import type { IdentityConfig } from './config.js';
import { identityContract } from './contract.js';
import { migrations } from './migrations/0001-users-and-refresh-tokens.js';
import { accessCodesAndPasswordResetsMigration } from './migrations/0002-access-codes-and-password-resets.js';
import { teamAccountsMigration } from './migrations/0003-team-accounts.js';
import { accountSessionsAndEmailChangesMigration } from './migrations/0004-account-sessions-and-email-changes.js';
import { accountTimeZonesMigration } from './migrations/0005-account-time-zones.js';
import { EmailChange } from './modules/account/email-change.entity.js';
import { accountModule } from './modules/account/account.module.js';
import { AccessCode } from './modules/access-codes/access-code.entity.js';
import { accessCodesModule } from './modules/access-codes/access-codes.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { PasswordResetToken } from './modules/password-reset/password-reset-token.entity.js';
import { passwordResetModule } from './modules/password-reset/password-reset.module.js';
import { RefreshToken } from './modules/sessions/refresh-token.entity.js';
import { seedDemoData } from './modules/users/seed.js';
import { User } from './modules/users/user.entity.js';
import { TeamInvitation } from './modules/team/team-invitation.entity.js';
import { teamModule } from './modules/team/team.module.js';

/**
 * The identity service: accounts, sign-in and sessions, client registration with access codes, and password
 * resets. The only service that signs access tokens.
 */
export async function buildIdentityService(config: IdentityConfig): Promise<Service<IdentityConfig>> {
  const service = await buildService({
    name: 'identity',
    config,
    contract: identityContract,
    entities: [User, RefreshToken, AccessCode, PasswordResetToken, TeamInvitation, EmailChange],
    migrations: [
      ...migrations,
      fixedWindowMigration,
      accessCodesAndPasswordResetsMigration,
      teamAccountsMigration,
      accountSessionsAndEmailChangesMigration,
      accountTimeZonesMigration,
    ],
    modules: [authModule, accessCodesModule, passwordResetModule, teamModule, accountModule],
  });
  try {
    await seedDemoData(service.context);
  } catch (error) {
    await service.app.close();
    throw error;
  }
  return service;
}
