import { randomUUID } from 'node:crypto';
import { execute, type ServiceContext } from '@agency/kit';
import type { IdentityConfig } from '../../config.js';
import { normaliseEmail } from './email.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail } from './users.service.js';

/**
 * Gives a new install its demo admin account. An account that already has the e-mail is left as it
 * is (its password may have been changed since), so restarts and concurrent replicas are harmless.
 * Returns whether an account was created.
 */
export async function seedDemoData({ orm, config, log }: ServiceContext<IdentityConfig>): Promise<boolean> {
  if (!config.SEED_DEMO_DATA) return false;
  const email = normaliseEmail(config.ADMIN_EMAIL);
  const em = orm.em.fork();
  let created = false;
  if (!(await findUserByEmail(em, email))) {
    const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
    // ON CONFLICT: another replica may have seeded it between the check and the insert.
    const inserted = await execute(
      em,
      `INSERT INTO users (id, email, password_hash, role, name, created_at)
       VALUES (:id, :email, :passwordHash, 'admin', :name, now())
       ON CONFLICT (lower(email)) DO NOTHING`,
      { id: randomUUID(), email, passwordHash, name: config.ADMIN_NAME },
    );
    created = inserted.rowCount > 0;
  }
  // An admin seeded before display names existed gets one; a name chosen since is kept.
  await execute(em, 'UPDATE users SET name = :name WHERE lower(email) = :email AND name IS NULL', {
    email,
    name: config.ADMIN_NAME,
  });
  log.info({ created }, `demo admin: ${email}`);
  return created;
}
