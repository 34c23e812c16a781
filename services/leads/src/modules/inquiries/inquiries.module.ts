import { leadsContract } from '../../contract.js';
import { inquiryOperations } from './inquiries.routes.js';

/** Solution inquiries: visitors submit them, the team lists them and moves them through their statuses. */
export const inquiriesModule = leadsContract.module({
  name: 'inquiries',
  setup: ({ orm, relay }) => ({ operations: inquiryOperations({ orm, relay }) }),
});
