import { faultPoint, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { IdentityConfig } from '../../config.js';
import { issueResetLink } from '../password-reset/reset-links.js';
import { findUserByEmail } from '../users/users.service.js';

export interface SignInWarningDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: Pick<IdentityConfig, 'PUBLIC_ORIGIN' | 'SIGN_IN_ACCOUNT_CEILING' | 'SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS'>;
}

/**
 * Warns an account's owner that its failed sign-ins passed the ceiling: a fresh password-reset link (made as a
 * reset request makes one) and `identity.sign-in.throttled.v1` with it, in one transaction, which notifications
 * e-mails. Nothing for an e-mail without an account. Called once per episode (see SignInAttempt).
 */
export async function warnAccountOwner(deps: SignInWarningDeps, email: string, now: Date): Promise<void> {
  const em = deps.orm.em.fork();
  const user = await findUserByEmail(em, email);
  if (!user) return;
  await em.transactional(async (tx) => {
    const { resetUrl, expiresAt } = await issueResetLink(tx, deps.config.PUBLIC_ORIGIN, user.id, now);
    recordEvent(tx, 'identity', identityEvents.signInThrottled, {
      userId: user.id,
      email: user.email,
      failedSignIns: deps.config.SIGN_IN_ACCOUNT_CEILING,
      windowSeconds: deps.config.SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS,
      resetUrl,
      expiresAt: expiresAt.toISOString(),
      throttledAt: now.toISOString(),
    });
  });
  faultPoint('outbox:after-commit');
  deps.relay.wake();
}
