import type {} from '@fastify/jwt';
import { keepOutOfCaches, teamMemberName, type Principal } from '@agency/kit';
import { identityContract } from '../../contract.js';
import type { Orm, OutboxRelay } from '@agency/kit';
import type { IdentityConfig } from '../../config.js';
import { deviceOf, sessionFor, type AccessTokens } from '../auth/auth.routes.js';
import { setRefreshCookie } from '../auth/refresh-cookie.js';
import { acceptInvitation } from './team-acceptance.service.js';
import { invite, lookUpInvitation, resend, revoke } from './team-invitations.service.js';
import { changeRole, deactivate, listTeam, listTeammates, reactivate } from './team-members.service.js';

export interface TeamRouteDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: IdentityConfig;
}

/** The admin sending an invitation, as its e-mail names them. */
const inviterOf = (principal: Principal) => ({ id: principal.sub, name: principal.name || teamMemberName(principal.email) });

/** The team screen's routes (admins; teammates for the whole team) and the invitation link's (anonymous). */
export function teamOperations(deps: TeamRouteDeps, tokens: AccessTokens) {
  return identityContract.operations({
    listTeam: {
      roles: ['admin'],
      handler: async (request) => ({ status: 200, body: await listTeam(deps, request.query) }),
    },
    listTeammates: {
      roles: ['admin', 'member'],
      handler: async () => ({ status: 200, body: await listTeammates(deps) }),
    },
    changeTeamMemberRole: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: await changeRole(deps, request.params.memberId, request.body.role),
      }),
    },
    deactivateTeamMember: {
      roles: ['admin'],
      handler: async (request) => ({ status: 200, body: await deactivate(deps, request.params.memberId) }),
    },
    reactivateTeamMember: {
      roles: ['admin'],
      handler: async (request) => ({ status: 200, body: await reactivate(deps, request.params.memberId) }),
    },
    inviteTeamMember: {
      roles: ['admin'],
      handler: async (request) => ({ status: 201, body: await invite(deps, request.body, inviterOf(request.user)) }),
    },
    resendTeamInvitation: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: await resend(deps, request.params.invitationId, inviterOf(request.user)),
      }),
    },
    revokeTeamInvitation: {
      roles: ['admin'],
      handler: async (request) => {
        await revoke(deps, request.params.invitationId);
        return { status: 204 };
      },
    },
    lookUpTeamInvitation: {
      handler: async (request) => ({ status: 200, body: await lookUpInvitation(deps, request.body.token) }),
    },
    acceptTeamInvitation: {
      handler: async (request, reply) => {
        const { user, refresh } = await acceptInvitation(deps, request.body, deviceOf(request));
        setRefreshCookie(reply, deps.config, refresh.token);
        keepOutOfCaches(reply);
        return { status: 201, body: sessionFor(tokens, user, refresh) };
      },
    },
  });
}
