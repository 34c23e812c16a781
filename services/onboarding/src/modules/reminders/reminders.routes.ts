import { teamRoles } from '@agency/kit';
import { onboardingContract } from '../../contract.js';
import { sendClientReminder, type ReminderDeps } from './reminders.service.js';

export function reminderOperations(deps: ReminderDeps) {
  return onboardingContract.operations({
    sendClientReminder: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 201, body: await sendClientReminder(deps, request.params.clientId) }),
    },
  });
}
