import type { Actor } from '@agency/contracts';
import { isTeamRole, type Principal } from '../http/auth.js';

/** A worker, a timer, a webhook: no person asked for it. */
export const systemActor: Actor = { kind: 'system' };

/** A request without a session. */
export const visitorActor: Actor = { kind: 'visitor' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who a call without a token is: a visitor unless the route says otherwise (a payment provider's
     * webhook is the system).
     */
    anonymousActor?: 'visitor' | 'system';
  }
}

const localPart = (email: string) => {
  const at = email.indexOf('@');
  return (at === -1 ? email : email.slice(0, at)).trim();
};

/** The name a team member goes by: the local part of their e-mail, else 'Team Member'. */
export function teamMemberName(email: string | undefined): string {
  return localPart(email ?? '') || 'Team Member';
}

/**
 * The actor a verified token makes its holder. An access-code session's `sub` is the code's id, not a
 * user's, so only an account's client actor names its user.
 */
export function actorOf(principal: Principal): Actor {
  if (isTeamRole(principal.role)) {
    return { kind: 'team', id: principal.sub, name: principal.name || teamMemberName(principal.email), role: principal.role };
  }
  return {
    kind: 'client',
    ...(principal.clientId && { id: principal.clientId }),
    ...(principal.scope !== 'onboarding' && { userId: principal.sub }),
  };
}
