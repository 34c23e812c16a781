import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager, type RequiredEntityData } from '@mikro-orm/core';
import { faultPoint, type AppError, type Orm, type OutboxRelay } from '@agency/kit';
import type { IdentityConfig } from '../../config.js';
import { sessionSeen, type SessionDevice } from '../sessions/session-devices.js';
import { issueRefreshToken, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { User } from './user.entity.js';
import { findUserByEmail } from './users.service.js';

export interface NewAccountDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: Pick<IdentityConfig, 'REFRESH_TOKEN_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
}

/** What lets a person open an account (an access code, an invitation), checked and then used up. */
interface Admission {
  /** The new account's fields, its e-mail among them. */
  account: Omit<RequiredEntityData<User>, 'id' | 'passwordHash' | 'createdAt'> & { email: string };
  /** Marks what let the person in as used and records the event, once the account and its session exist. */
  opened: (user: User) => void;
}

/**
 * Opens an account and starts its session, in one transaction: `admit` locks and checks what lets the person
 * in (a second attempt with the same one waits for the lock, then finds it used), the account is created
 * unless its e-mail has one, and the session is listed with the browser it began in. `now` is the moment of
 * the transaction unless given.
 */
export async function openAccount(
  deps: NewAccountDeps,
  opening: {
    passwordHash: string;
    device: SessionDevice | undefined;
    now?: Date;
    emailTaken: () => AppError;
    admit: (em: EntityManager, now: Date) => Promise<Admission>;
  },
): Promise<{ user: User; refresh: IssuedRefreshToken }> {
  let opened: { user: User; refresh: IssuedRefreshToken };
  try {
    opened = await deps.orm.em.fork().transactional(async (em) => {
      const now = opening.now ?? new Date();
      const admission = await opening.admit(em, now);
      if (await findUserByEmail(em, admission.account.email)) throw opening.emailTaken();
      const user = em.create(User, {
        id: randomUUID(),
        ...admission.account,
        passwordHash: opening.passwordHash,
        createdAt: now,
      } as RequiredEntityData<User>);
      // The account's row first: what let the person in and the refresh token refer to it.
      await em.flush();
      const { issued } = issueRefreshToken(em, deps.config, user.id);
      await sessionSeen(em, { familyId: issued.sessionId, userId: user.id }, opening.device, now);
      admission.opened(user);
      return { user, refresh: issued };
    });
  } catch (error) {
    // Another account for the same address was opened at the same moment: the unique e-mail index decides.
    if (error instanceof UniqueConstraintViolationException && /users_email_lower/.test(error.message)) {
      throw opening.emailTaken();
    }
    throw error;
  }
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  return opened;
}
