import { AppError, type Principal } from '@agency/kit';
import type { AccountSession } from '@agency/contracts/openapi/identity';
import { deviceName } from '../sessions/device-names.js';
import { placeOf } from '../sessions/places.js';
import { liveSessions } from '../sessions/session-devices.js';
import { endSessionOf, endSessions } from '../sessions/sessions.service.js';
import { callerAccount, type AccountDeps } from './account.service.js';

export type { AccountSession };

const sessionNotFound = () => new AppError(404, 'IDENTITY_SESSION_NOT_FOUND', 'This session is not one of yours, or has ended.');

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The caller's live sessions, as the Account page lists them. */
export async function listAccountSessions(
  deps: Pick<AccountDeps, 'orm'>,
  caller: Principal,
  now = new Date(),
): Promise<AccountSession[]> {
  const em = deps.orm.em.fork();
  const user = await callerAccount(em, caller);
  const rows = await liveSessions(em, user.id, now);
  return rows.map((row) => ({
    id: row.familyId,
    device: deviceName(row.userAgent),
    address: row.address,
    place: placeOf(row.address),
    signedInAt: iso(row.signedInAt),
    lastSeenAt: iso(row.lastSeenAt),
    current: row.familyId === caller.sid,
  }));
}

/** Signs one of the caller's sessions out everywhere; someone else's, or one already over, is not found. */
export async function endAccountSession(
  deps: Pick<AccountDeps, 'orm' | 'relay'>,
  caller: Principal,
  sessionId: string,
): Promise<void> {
  const ended = await deps.orm.em.fork().transactional(async (em) => {
    const user = await callerAccount(em, caller);
    return endSessionOf(em, user.id, sessionId);
  });
  if (!ended) throw sessionNotFound();
  await deps.relay.publishNow([ended]);
}

/** Signs every session of the caller's account out, the caller's own included. */
export async function endAllAccountSessions(deps: Pick<AccountDeps, 'orm' | 'relay'>, caller: Principal): Promise<void> {
  const ended = await deps.orm.em.fork().transactional(async (em) => {
    const user = await callerAccount(em, caller);
    return endSessions(em, user.id, 'signed-out');
  });
  await deps.relay.publishNow([ended]);
}
