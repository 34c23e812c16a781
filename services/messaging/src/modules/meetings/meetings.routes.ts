import type {} from '@fastify/jwt';
import { teamRoles } from '@agency/kit';
import { messagingContract } from '../../contract.js';
import type { MessagingDeps } from '../messages/messages.service.js';
import { ownThread } from '../messages/messages.routes.js';
import { cancelMeeting, meetingsOf, scheduleCall, updateMeeting } from './meetings.service.js';

export function meetingOperations(deps: MessagingDeps) {
  return messagingContract.operations({
    listClientMeetings: {
      roles: ['client'],
      handler: async (request) => ({ status: 200, body: await meetingsOf(deps.orm, ownThread(request.user)) }),
    },
    listTeamMeetings: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: await meetingsOf(deps.orm, request.params.clientId) }),
    },
    scheduleCall: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 201, body: await scheduleCall(deps, request.params.clientId, request.user.sub) }),
    },
    updateMeeting: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await updateMeeting(deps, request.params.clientId, request.params.meetingId, request.body),
      }),
    },
    cancelMeeting: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await cancelMeeting(deps, request.params.clientId, request.params.meetingId),
      }),
    },
  });
}
