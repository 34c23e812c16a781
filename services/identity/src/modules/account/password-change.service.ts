import type { Principal } from '@agency/kit';
import { endSessions } from '../sessions/sessions.service.js';
import { hashPassword, verifyPassword } from '../users/passwords.js';
import { callerAccount, currentPasswordWrong, type AccountDeps } from './account.service.js';

/**
 * Changes the caller's password once the current one is proved, and ends every other session of the account
 * (`identity.sessions.ended.v1`, reason `password-changed`) in the same transaction; the caller's own session
 * (`sid`) goes on. The new password is hashed before the current one is checked, right or wrong, so the answer
 * takes as long either way and its timing tells nothing about the guess.
 */
export async function changePassword(
  deps: Pick<AccountDeps, 'orm' | 'relay'>,
  caller: Principal,
  request: { currentPassword: string; newPassword: string },
): Promise<void> {
  const newHash = await hashPassword(request.newPassword);
  const ended = await deps.orm.em.fork().transactional(async (em) => {
    const user = await callerAccount(em, caller, true);
    if (!(await verifyPassword(user.passwordHash, request.currentPassword))) throw currentPasswordWrong();
    user.passwordHash = newHash;
    await em.flush();
    return endSessions(em, user.id, 'password-changed', new Date(), caller.sid);
  });
  await deps.relay.publishNow([ended]);
}
