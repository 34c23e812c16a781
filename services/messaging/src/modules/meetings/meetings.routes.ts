import type {} from '@fastify/jwt';
import { teamRoles } from '@agency/kit';
import { messagingContract } from '../../contract.js';
import type { MessagingDeps } from '../messages/messages.service.js';
import { ownThread } from '../messages/messages.routes.js';
import { workingWeekdays, type BookingHours } from '../bookings/slots.js';
import { cancelMeeting, meetingsOf, scheduleCall, updateMeeting } from './meetings.service.js';

export function meetingOperations(deps: MessagingDeps, hours: BookingHours) {
  return messagingContract.operations({
    getTeamHours: {
      roles: ['client', ...teamRoles],
      handler: async () => ({
        status: 200,
        body: { timeZone: hours.timeZone, dayStart: hours.dayStart, dayEnd: hours.dayEnd, weekdays: [...workingWeekdays] },
      }),
    },
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
      handler: async (request) => ({
        status: 201,
        body: await scheduleCall(deps, hours, request.params.clientId, request.user.sub),
      }),
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
