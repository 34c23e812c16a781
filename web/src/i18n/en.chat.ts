/**
 * The message threads' text, the same part for both sides (the client's dashboard and the team's client
 * messages): the list, the send box, the receipts and the meetings. Loads with the screens that show a
 * thread. Where the two sides' words differ, the key names the side (`chat.client.…`, `chat.team.…`);
 * the messages of spec 001 §8 are kept exactly.
 */
export const enChat = {
  'chat.client.thread': 'Messages with your team',
  'chat.team.thread': 'Messages',
  'chat.team.heading': 'Messages ({count})',
  'chat.empty': 'No messages yet. Start the conversation!',

  'chat.message': 'Message',
  'chat.messageTo': 'Message to {name}',
  'chat.placeholder': 'Type your message...',
  'chat.hint': 'Enter sends; Shift+Enter adds a new line.',
  'chat.send': 'Send',
  'chat.sending': 'Sending...',
  'chat.sent': 'Message sent!',
  'chat.client.sendFailed': 'Failed to send message.',
  'chat.team.sendFailed': 'Failed to send message',

  'chat.receipt.sent': 'Sent',
  'chat.receipt.read': 'Read',
  'chat.seen': 'Seen {time}',

  'chat.meetings': 'Upcoming Meetings',
  'chat.meetings.loading': 'Loading meetings...',
  'chat.meetings.none': 'No meetings scheduled',
  'chat.meetings.failed': 'Failed to load meetings',
} as const;
