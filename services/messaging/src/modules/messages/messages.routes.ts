import type {} from '@fastify/jwt';
import { teamRoles, type Principal } from '@agency/kit';
import { messagingContract } from '../../contract.js';
import { clientNotFound } from '../clients/clients.service.js';
import { markRead, sendMessage, threadOf, type MessagingDeps } from './messages.service.js';
import { teamSenderName } from './sender-name.js';

/** The client's own thread: the one its token names, whatever the request says. */
export function ownThread(principal: Principal): string {
  if (!principal.clientId) throw clientNotFound();
  return principal.clientId;
}

/** Only an account's session: an access-code session is refused by the roles (`onboarding-client` is not listed). */
const clientOnly = ['client'] as const;
/** The whole team, mentors and students alike: a member's messages and read marks are the team's. */
const teamOnly = teamRoles;

export function messageOperations(deps: MessagingDeps) {
  const { orm } = deps;
  return messagingContract.operations({
    listClientMessages: {
      roles: [...clientOnly],
      handler: async (request) => ({
        status: 200,
        body: await threadOf(orm, ownThread(request.user), request.query.after, request.query.limit),
      }),
    },
    sendClientMessage: {
      roles: [...clientOnly],
      handler: async (request) => ({
        status: 201,
        body: await sendMessage(deps, ownThread(request.user), 'client', request.body.message, {}, request.body.fileIds),
      }),
    },
    markClientMessagesRead: {
      roles: [...clientOnly],
      handler: async (request) => ({ status: 200, body: await markRead(deps, ownThread(request.user), 'client') }),
    },
    listTeamMessages: {
      roles: [...teamOnly],
      handler: async (request) => ({
        status: 200,
        body: await threadOf(orm, request.params.clientId, request.query.after, request.query.limit),
      }),
    },
    sendTeamMessage: {
      roles: [...teamOnly],
      handler: async (request) => ({
        status: 201,
        body: await sendMessage(
          deps,
          request.params.clientId,
          'team',
          request.body.message,
          { teamName: teamSenderName(request.user) },
          request.body.fileIds,
        ),
      }),
    },
    markTeamMessagesRead: {
      roles: [...teamOnly],
      handler: async (request) => ({ status: 200, body: await markRead(deps, request.params.clientId, 'team') }),
    },
  });
}
