import { fileURLToPath } from 'node:url';
import { buildService, fixedWindowMigration, type Service } from '@agency/kit';
import type { IdentityConfig } from './config.js';
import { migrations } from './migrations/0001-users-and-refresh-tokens.js';
import { ACCESS_TOKEN_TTL_SECONDS, authOperations } from './modules/auth/auth.routes.js';
import { RefreshToken } from './modules/sessions/refresh-token.entity.js';
import { seedDemoData } from './modules/users/seed.js';
import { User } from './modules/users/user.entity.js';

export const contractFile = fileURLToPath(new URL('../../../openapi/identity.yaml', import.meta.url));

/** The identity service: accounts, sign-in and sessions. The only service that signs access tokens. */
export async function buildIdentityService(config: IdentityConfig): Promise<Service<IdentityConfig>> {
  const service = await buildService({
    name: 'identity',
    config,
    contractFile,
    entities: [User, RefreshToken],
    migrations: [...migrations, fixedWindowMigration],
    privateKey: config.JWT_PRIVATE_KEY,
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    operations: ({ orm }) => ({ ...authOperations({ orm, config }) }),
  });
  try {
    await seedDemoData(service.context);
  } catch (error) {
    await service.app.close();
    throw error;
  }
  return service;
}
