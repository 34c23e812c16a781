import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** Who wrote a message, and who reads it: the client, or the team. */
export const senderTypes = ['client', 'team'] as const;

/** The longest message, in characters after trimming. */
export const messageMaxLength = 4000;

const seq = z.number().int().positive();
const timestamp = z.iso.datetime({ offset: true });

/**
 * A message was added to a client's thread. `seq` orders every message of every thread (a socket catches up
 * from the last one it saw); `message` is plain text, trimmed.
 */
export const messageSent = defineEvent(
  'messaging.message.sent.v1',
  z.object({
    messageId: z.uuid(),
    seq,
    clientId: z.uuid(),
    senderType: z.enum(senderTypes),
    senderName: z.string().min(1),
    message: z.string().min(1).max(messageMaxLength),
    createdAt: timestamp,
    /** The files the message carries (shared files of the client's); absent when none (and on older events). */
    attachments: z
      .array(
        z.object({
          fileId: z.uuid(),
          name: z.string().min(1),
          size: z.number().int().positive(),
          contentType: z.string().min(1),
        }),
      )
      .max(10)
      .optional(),
  }),
);

export type MessageSent = z.infer<typeof messageSent.data>;

/**
 * One side read the other side's messages of a thread: `count` messages, the last of them `upToSeq`.
 * `readBy` is the side that read them (the messages were the other side's).
 */
export const messagesRead = defineEvent(
  'messaging.messages.read.v1',
  z.object({
    clientId: z.uuid(),
    readBy: z.enum(senderTypes),
    upToSeq: seq,
    readAt: timestamp,
    count: z.number().int().positive(),
  }),
);

export type MessagesRead = z.infer<typeof messagesRead.data>;

/** Who made a meeting: the team (Schedule Call) or the client (a booked slot). */
export const meetingBookers = ['team', 'client'] as const;

/** A meeting's states. */
export const meetingStatuses = ['scheduled', 'completed', 'cancelled'] as const;

/** A meeting as it is after the change an event reports. */
const meetingFacts = {
  meetingId: z.uuid(),
  clientId: z.uuid(),
  title: z.string().min(1),
  description: z.string().nullable(),
  scheduledAt: timestamp,
  durationMinutes: z.number().int().positive(),
  status: z.enum(meetingStatuses),
  createdAt: timestamp,
};

/**
 * What later versions of the scheduled event and the change events carry beside the meeting: its video link,
 * who booked it, the team member it is with (null: the team as a whole), its calendar sequence (0 when made,
 * one more at each change, so a calendar takes the newest), and the client's e-mail and names for the e-mail.
 */
const meetingExtras = {
  videoUrl: z.string().nullable(),
  bookedBy: z.enum(meetingBookers),
  hostId: z.uuid().nullable(),
  sequence: z.number().int().nonnegative(),
  clientEmail: z.string(),
  contactName: z.string(),
  businessName: z.string(),
};

/**
 * A meeting with a client was made: the team's Schedule Call, or a slot the client booked (`bookedBy`). The
 * fields after `createdAt` came later, so an old event may lack them.
 */
export const meetingScheduled = defineEvent(
  'messaging.meeting.scheduled.v1',
  z.object({ ...meetingFacts, ...z.object(meetingExtras).partial().shape }),
);

export type MeetingScheduled = z.infer<typeof meetingScheduled.data>;

/** The meeting's time, length, title and link before a change. */
const meetingBefore = z.object({
  title: z.string().min(1),
  scheduledAt: timestamp,
  durationMinutes: z.number().int().positive(),
  videoUrl: z.string().nullable(),
});

/** The team changed a meeting (title, time, length, link), or the client moved the call it booked. */
export const meetingUpdated = defineEvent(
  'messaging.meeting.updated.v1',
  z.object({ ...meetingFacts, ...meetingExtras, before: meetingBefore, updatedAt: timestamp }),
);

export type MeetingUpdated = z.infer<typeof meetingUpdated.data>;

/** The team cancelled a meeting, or the client its booked call; it stays in history with status cancelled. */
export const meetingCancelled = defineEvent(
  'messaging.meeting.cancelled.v1',
  z.object({ ...meetingFacts, ...meetingExtras, cancelledAt: timestamp }),
);

export type MeetingCancelled = z.infer<typeof meetingCancelled.data>;

/**
 * A side has left messages of a thread unread for a while (UNREAD_NUDGE_AFTER_MS): messaging asks for one
 * reminder to `recipient`, at most one per thread and side in UNREAD_NUDGE_REPEAT_MS. `unreadCount` is every
 * message of the other side the recipient has not read, the oldest from `oldestUnreadAt`, the newest `upToSeq`.
 * The client's e-mail and names let notifications write to the client, or tell the team which client; the
 * messages' text is never carried.
 */
export const unreadNudged = defineEvent(
  'messaging.unread.nudged.v1',
  z.object({
    clientId: z.uuid(),
    recipient: z.enum(senderTypes),
    unreadCount: z.number().int().positive(),
    oldestUnreadAt: timestamp,
    upToSeq: seq,
    clientEmail: z.string(),
    contactName: z.string(),
    businessName: z.string(),
  }),
);

export type UnreadNudged = z.infer<typeof unreadNudged.data>;

/** The largest file a client and the team may share, in bytes (25 MiB). */
export const fileMaxBytes = 25 * 1024 * 1024;

/**
 * A file was shared between a client and the team: uploaded by `uploadedBy.side` (its account is the event's
 * actor), kept in the client's files. `contentType` is what its bytes were found to be; `name` is for display.
 */
export const fileShared = defineEvent(
  'messaging.file.shared.v1',
  z.object({
    fileId: z.uuid(),
    clientId: z.uuid(),
    name: z.string().min(1).max(200),
    size: z.number().int().positive().max(fileMaxBytes),
    contentType: z.string().min(1),
    uploadedBy: z.object({ side: z.enum(senderTypes), name: z.string().min(1) }),
    createdAt: timestamp,
  }),
);

export type FileShared = z.infer<typeof fileShared.data>;

/** A shared file was deleted by `deletedBy` (the side that had uploaded it; the actor says who). */
export const fileDeleted = defineEvent(
  'messaging.file.deleted.v1',
  z.object({
    fileId: z.uuid(),
    clientId: z.uuid(),
    name: z.string().min(1).max(200),
    deletedBy: z.enum(senderTypes),
    deletedAt: timestamp,
  }),
);

export type FileDeleted = z.infer<typeof fileDeleted.data>;
