import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** The team members who write posts. */
export const teamModule = contentContract.module({
  name: 'team',
  setup: () => ({ operations: contentContract.operations({ listTeamMembers: { handler: notBuiltYet } }) }),
});
