import { onboardingContract } from '../../contract.js';
import { messagesReadConsumer, messagesSentConsumer } from './unread.events.js';

/**
 * The unread counts of the client list, the client's page and the summary cards: messaging's messages and
 * read marks, projected here (two consumers whose inbox makes a redelivery a no-op), not read from messaging.
 */
export const unreadModule = onboardingContract.module({
  name: 'unread',
  setup: () => ({ consumers: [messagesSentConsumer, messagesReadConsumer] }),
});
