import { consumer } from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import { applyMessagesRead, applyMessageSent } from './unread.projection.js';

export const messagesSentDurable = 'onboarding--messaging-sent';
export const messagesReadDurable = 'onboarding--messaging-read';

/** messaging added a message (`messaging.message.sent.v1`): one from the client counts as unread by the team. */
export const messagesSentConsumer = consumer({
  durable: messagesSentDurable,
  event: messagingEvents.messageSent,
  handle: (em, event) => applyMessageSent(em, event.data),
});

/** A side read the other's messages (`messaging.messages.read.v1`): the team's reads clear the client's unread. */
export const messagesReadConsumer = consumer({
  durable: messagesReadDurable,
  event: messagingEvents.messagesRead,
  handle: (em, event) => applyMessagesRead(em, event.data),
});
