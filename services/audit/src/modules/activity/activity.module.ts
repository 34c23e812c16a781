import { auditContract } from '../../contract.js';
import { activityOperations } from './activity.routes.js';

/** Reading the record: the Activity screen's list, people and export, and each record's history. */
export const activityModule = auditContract.module({
  name: 'activity',
  setup: ({ orm }) => ({ operations: activityOperations(orm) }),
});
