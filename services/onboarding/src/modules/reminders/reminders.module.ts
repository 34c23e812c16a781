import { onboardingContract } from '../../contract.js';
import { reminderOperations } from './reminders.routes.js';

/** Clients left waiting at a step: the team sends one a reminder of it, at most once a day. */
export const remindersModule = onboardingContract.module({
  name: 'reminders',
  setup: ({ orm, relay }) => ({ operations: reminderOperations({ orm, relay }) }),
});
