import type {} from '@fastify/jwt';
import { teamRoles } from '@agency/kit';
import { messagingContract } from '../../contract.js';
import type { MessagingDeps } from '../messages/messages.service.js';
import { ownThread } from '../messages/messages.routes.js';
import { bookCall, bookingSlots, cancelBooking, rescheduleBooking, type BookingRules } from './bookings.service.js';

/** The client's self-booking (its own client id only, whatever the request says); the team may read the slots. */
export function bookingOperations(deps: MessagingDeps, rules: BookingRules) {
  return messagingContract.operations({
    listClientBookingSlots: {
      roles: ['client'],
      handler: async (request) => ({ status: 200, body: await bookingSlots(deps.orm.em.fork(), rules, ownThread(request.user)) }),
    },
    listTeamBookingSlots: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: await bookingSlots(deps.orm.em.fork(), rules, request.params.clientId) }),
    },
    bookCall: {
      roles: ['client'],
      handler: async (request) => ({
        status: 201,
        body: await bookCall(deps, rules, ownThread(request.user), request.body.startsAt),
      }),
    },
    rescheduleBooking: {
      roles: ['client'],
      handler: async (request) => ({
        status: 200,
        body: await rescheduleBooking(deps, rules, ownThread(request.user), request.params.meetingId, request.body.startsAt),
      }),
    },
    cancelBooking: {
      roles: ['client'],
      handler: async (request) => ({
        status: 200,
        body: await cancelBooking(deps, rules, ownThread(request.user), request.params.meetingId),
      }),
    },
  });
}
