import { teamRoles } from '@agency/kit';
import { onboardingContract } from '../../contract.js';
import { clientNotFound } from '../access-codes/access-codes.service.js';
import { clientCallers } from '../access-codes/client-callers.js';
import { findClientView } from '../clients/clients.reads.js';
import { withClient } from '../steps/client-step.js';
import { completeProject, reopenProject, updateClient, updateOwnContact, type RecordsDeps } from './records.service.js';

export function recordOperations(deps: RecordsDeps) {
  return onboardingContract.operations({
    updateClient: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await updateClient(deps, request.params.clientId, request.body),
      }),
    },
    completeProject: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await completeProject(deps, request.params.clientId, request.body.note),
      }),
    },
    reopenProject: {
      roles: [...teamRoles],
      handler: async (request) => ({
        status: 200,
        body: await reopenProject(deps, request.params.clientId, request.body.note),
      }),
    },
    // The token's own record only, under its lock, while an access-code session still holds.
    updateOwnContact: {
      roles: [...clientCallers],
      handler: async (request) => {
        const clientId = await withClient(deps, request.user, async (em, client, now) => {
          await updateOwnContact(em, client, request.body, now);
          return client.id;
        });
        const view = await findClientView(deps.orm, clientId);
        if (!view) throw clientNotFound();
        return { status: 200, body: view };
      },
    },
  });
}
