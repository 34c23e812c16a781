import { messagingContract } from '../../contract.js';
import { bookingRulesOf } from '../bookings/bookings.service.js';
import { meetingOperations } from './meetings.routes.js';

/** The client's meetings (Upcoming Meetings) and the team's Schedule Call. */
export const meetingsModule = messagingContract.module({
  name: 'meetings',
  setup: ({ orm, relay, config }) => ({ operations: meetingOperations({ orm, relay }, bookingRulesOf(config)) }),
});
