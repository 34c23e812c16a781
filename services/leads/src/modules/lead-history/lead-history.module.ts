import { teamRoles } from '@agency/kit';
import { leadsContract } from '../../contract.js';
import { listLeadsByEmail } from './lead-history.service.js';

/** One lead inbox: for any address, every inquiry, proposal and application it has sent. */
export const leadHistoryModule = leadsContract.module({
  name: 'lead-history',
  setup: ({ orm }) => ({
    operations: leadsContract.operations({
      listLeadsByEmail: {
        roles: [...teamRoles],
        handler: async (request) => ({ status: 200, body: await listLeadsByEmail({ orm }, request.query.email) }),
      },
    }),
  }),
});
