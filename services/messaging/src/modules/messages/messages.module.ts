import { messagingContract } from '../../contract.js';
import { messageOperations } from './messages.routes.js';

/** The threads: reading them, sending into them (as the client or as the team) and read marks. */
export const messagesModule = messagingContract.module({
  name: 'messages',
  setup: ({ orm, relay }) => ({ operations: messageOperations({ orm, relay }) }),
});
