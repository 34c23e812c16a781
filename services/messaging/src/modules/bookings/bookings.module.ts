import { messagingContract } from '../../contract.js';
import { clientTeamConsumer, teamMemberConsumers } from './bookings.events.js';
import { bookingOperations } from './bookings.routes.js';
import { bookingRulesOf } from './bookings.service.js';

/**
 * The client books, moves and cancels a call itself: slots from the team's hours, each call with the client's
 * project manager or another team member free then, both learnt from identity's and onboarding's events.
 */
export const bookingsModule = messagingContract.module({
  name: 'bookings',
  setup: ({ orm, relay, config }) => ({
    operations: bookingOperations({ orm, relay }, bookingRulesOf(config)),
    consumers: [...teamMemberConsumers, clientTeamConsumer],
  }),
});
