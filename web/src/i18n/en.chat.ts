/**
 * The message threads' text, the same part for both sides (the client's dashboard and the team's client
 * messages): the list, the send box, the receipts, the meetings and
 * the shared files. Loads with the screens that show a
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
  'chat.attach': 'Attach files',
  'chat.attach.remove': 'Remove {name}',
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

  'files.heading': 'Files',
  'files.used': '{used} of {quota} used',
  'files.usedLabel': 'Space used',
  'files.drop': 'Drag files here, or choose them. Images, PDF, ZIP, Office documents and text, up to 25 MB each.',
  'files.choose': 'Choose files',
  'files.empty': 'No files shared yet.',
  'files.loading': 'Loading files...',
  'files.loadFailed': 'Failed to load files',
  'files.sharedBy': '{name} · {time}',
  'files.team': '{name} (team)',
  'files.download': 'Download',
  'files.downloadNamed': 'Download {name}',
  'files.downloadFailed': 'Failed to download the file.',
  'files.delete': 'Delete',
  'files.deleteNamed': 'Delete {name}',
  'files.deleted': 'File deleted.',
  'files.deleteFailed': 'Failed to delete the file.',
  'files.uploading': 'Uploading {name}',
  'files.dismissNamed': 'Dismiss {name}',
  'files.error.tooLarge': 'This file is over 25 MB.',
  'files.error.type': 'This kind of file cannot be shared. Send images, PDF, ZIP, Office documents or text.',
  'files.error.quota': 'There is no space left for this file.',
  'files.error.empty': 'This file is empty.',
  'files.error.failed': 'The upload failed. Try again.',
} as const;
