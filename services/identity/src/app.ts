import { buildService, fixedWindowMigration, type Service } from '@agency/kit';
import type { IdentityConfig } from './config.js';
import { identityContract } from './contract.js';
import { migrations } from './migrations/0001-users-and-refresh-tokens.js';
import { authModule } from './modules/auth/auth.module.js';
import { RefreshToken } from './modules/sessions/refresh-token.entity.js';
import { seedDemoData } from './modules/users/seed.js';
import { User } from './modules/users/user.entity.js';

/** The identity service: accounts, sign-in and sessions. The only service that signs access tokens. */
export async function buildIdentityService(config: IdentityConfig): Promise<Service<IdentityConfig>> {
  const service = await buildService({
    name: 'identity',
    config,
    contract: identityContract,
    entities: [User, RefreshToken],
    migrations: [...migrations, fixedWindowMigration],
    modules: [authModule],
  });
  try {
    await seedDemoData(service.context);
  } catch (error) {
    await service.app.close();
    throw error;
  }
  return service;
}
