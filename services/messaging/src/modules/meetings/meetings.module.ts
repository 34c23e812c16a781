import { messagingContract } from '../../contract.js';
import { meetingOperations } from './meetings.routes.js';

/** The client's meetings (Upcoming Meetings) and the team's Schedule Call. */
export const meetingsModule = messagingContract.module({
  name: 'meetings',
  setup: ({ orm, relay }) => ({ operations: meetingOperations({ orm, relay }) }),
});
