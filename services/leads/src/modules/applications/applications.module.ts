import { leadsContract } from '../../contract.js';
import { applicationOperations } from './applications.routes.js';

/** Volunteer applications: students apply from /workshop, the team lists, reads, exports and decides on them. */
export const applicationsModule = leadsContract.module({
  name: 'applications',
  setup: ({ orm, relay }) => ({ operations: applicationOperations({ orm, relay }) }),
});
