import { randomUUID } from 'node:crypto';
import {
  AppError,
  eventEnvelope,
  outboxRowInsert,
  queryRow,
  queryRows,
  recordEvent,
  type Orm,
  type OutboxRelay,
  type Queryable,
} from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import type { ReadMark } from '@agency/contracts/openapi/messaging';
import { knownClient } from '../clients/clients.service.js';
import { clientSenderName } from './sender-name.js';
import {
  messageColumns,
  toMessageView,
  type Attachment,
  type MessageRow,
  type MessageView,
  type SenderType,
} from './message-view.js';

export type { ReadMark };

export const source = 'messaging';

export interface MessagingDeps {
  orm: Orm;
  relay: OutboxRelay;
}

/**
 * Taken by every transaction that adds a message, so messages commit in the order of their seq: a reader
 * that sees seq n sees every message before it, and a socket catching up after n misses none.
 */
const MESSAGE_ORDER_LOCK = 0x6d736773;

const emptyMessage = () => new AppError(400, 'MESSAGING_MESSAGE_EMPTY', 'Type a message before sending.');

export interface Sender {
  /** Given for the team; a client's name comes from its own record. */
  teamName?: string;
}

const attachmentInvalid = () =>
  new AppError(
    400,
    'MESSAGING_ATTACHMENT_INVALID',
    'A message can carry only files its sender has just shared with this client, each once.',
  );

interface AttachmentRow {
  messageId: string | null;
  fileId: string;
  name: string;
  size: string | number;
  contentType: string;
}

const toAttachment = (row: AttachmentRow): Attachment => ({
  fileId: row.fileId,
  name: row.name,
  size: Number(row.size),
  contentType: row.contentType,
});

/** The files a new message may carry: the client's, shared by `senderType`, carried by no message yet. */
async function attachable(db: Queryable, clientId: string, senderType: SenderType, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  const rows = await queryRows<AttachmentRow>(
    db,
    `SELECT message_id, id AS file_id, name, size, content_type FROM files
     WHERE id = ANY(:fileIds::uuid[]) AND client_id = :clientId AND uploader_side = :senderType AND message_id IS NULL
     ORDER BY array_position(:fileIds::uuid[], id)`,
    { fileIds: [...fileIds], clientId, senderType },
  );
  if (rows.length !== fileIds.length) throw attachmentInvalid();
  return rows.map(toAttachment);
}

/** `messages` with the files each carries (none listed when it carries none). */
async function withAttachments(db: Queryable, messages: MessageView[]): Promise<MessageView[]> {
  if (messages.length === 0) return messages;
  const rows = await queryRows<AttachmentRow>(
    db,
    `SELECT message_id, id AS file_id, name, size, content_type FROM files
     WHERE message_id = ANY(:ids::uuid[]) ORDER BY created_at, id`,
    { ids: messages.map((message) => message.id) },
  );
  if (rows.length === 0) return messages;
  const byMessage = new Map<string | null, AttachmentRow[]>();
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return messages.map((message) => {
    const carried = byMessage.get(message.id);
    return carried ? { ...message, attachments: carried.map(toAttachment) } : message;
  });
}

/**
 * Adds a message to a client's thread as `senderType`, trimmed, stored as text. The sender's own side has
 * read it already (the spec's team message is read by the team). Publishes `messaging.message.sent.v1`.
 */
export async function sendMessage(
  deps: MessagingDeps,
  clientId: string,
  senderType: SenderType,
  text: string,
  sender: Sender = {},
  fileIds: readonly string[] = [],
): Promise<MessageView> {
  const body = text.trim();
  if (body === '') throw emptyMessage();
  // Clients are never removed, so the client read here is still there when its message is added.
  const client = await knownClient(deps.orm, clientId);
  const attachments = await attachable(deps.orm, clientId, senderType, fileIds);
  const senderName = senderType === 'team' ? (sender.teamName ?? 'Team Member') : clientSenderName(client);
  const id = randomUUID();
  const createdAt = new Date();
  // The event as it will be stored; the statement below puts the row's seq in place of this stand-in.
  const envelope = eventEnvelope(source, messagingEvents.messageSent, {
    messageId: id,
    seq: Number.MAX_SAFE_INTEGER,
    clientId,
    senderType,
    senderName,
    message: body,
    createdAt: createdAt.toISOString(),
    ...(attachments.length > 0 && { attachments }),
  });
  // One statement, its own transaction, takes the order lock, adds the message, marks the files it carries
  // (`attached` runs though nothing reads it, as every data-modifying WITH does) and writes its outbox row; the
  // lock is released when that commits. No round trip to this process happens while it is held, so both
  // replicas can add messages as fast as the database takes them.
  const outbox = outboxRowInsert(envelope, {
    from: 'added',
    envelope: (stored) => `jsonb_set(${stored}, '{data,seq}', to_jsonb(added.seq))`,
  });
  const row = await queryRow<MessageRow>(
    deps.orm,
    `WITH ordered AS (SELECT pg_advisory_xact_lock(:orderLock)),
     added AS (
       INSERT INTO messages (id, client_id, sender_type, sender_name, body, created_at, read_by_client_at, read_by_team_at)
       SELECT :id, :clientId, :senderType, :senderName, :body, :createdAt,
         CASE WHEN :senderType = 'client' THEN :createdAt::timestamptz END,
         CASE WHEN :senderType = 'team' THEN :createdAt::timestamptz END
       FROM ordered
       RETURNING ${messageColumns}
     ),
     attached AS (
       UPDATE files SET message_id = (SELECT id FROM added)
       WHERE id = ANY(:fileIds::uuid[]) AND client_id = :clientId AND message_id IS NULL
       RETURNING id
     ),
     published AS (${outbox.sql})
     SELECT ${messageColumns} FROM added`,
    {
      orderLock: MESSAGE_ORDER_LOCK,
      id,
      clientId,
      senderType,
      senderName,
      body,
      createdAt,
      fileIds: attachments.map((attachment) => attachment.fileId),
      ...outbox.params,
    },
  );
  const message = { ...toMessageView(row!), ...(attachments.length > 0 && { attachments }) };
  // Straight to the stream, not on the relay's next round: the other side's screen is waiting for it.
  void deps.relay.publishNow([{ ...envelope, data: { ...envelope.data, seq: message.seq } }]);
  return message;
}

/** A thread's messages after `after`, oldest first. */
export async function messagesOf(db: Queryable, clientId: string, after = 0, limit = 1000): Promise<MessageView[]> {
  const rows = await queryRows<MessageRow>(
    db,
    `SELECT ${messageColumns} FROM messages WHERE client_id = :clientId AND seq > :after ORDER BY seq LIMIT :limit`,
    { clientId, after, limit },
  );
  return withAttachments(db, rows.map(toMessageView));
}

/** Every thread's messages after `after`, oldest first (the team following all threads). */
export async function messagesOfAllThreads(db: Queryable, after: number, limit: number): Promise<MessageView[]> {
  const rows = await queryRows<MessageRow>(
    db,
    `SELECT ${messageColumns} FROM messages WHERE seq > :after ORDER BY seq LIMIT :limit`,
    {
      after,
      limit,
    },
  );
  return withAttachments(db, rows.map(toMessageView));
}

export async function threadOf(db: Queryable, clientId: string, after?: number, limit?: number) {
  await knownClient(db, clientId);
  return { clientId, messages: await messagesOf(db, clientId, after, limit) };
}

/**
 * `readBy` has read the other side's messages of the thread: each one not yet read is marked now, and
 * `messaging.messages.read.v1` says up to which seq. Nothing to mark changes nothing and publishes nothing.
 */
export async function markRead(deps: MessagingDeps, clientId: string, readBy: SenderType): Promise<ReadMark> {
  const column = readBy === 'client' ? 'read_by_client_at' : 'read_by_team_at';
  const writtenBy: SenderType = readBy === 'client' ? 'team' : 'client';
  const { mark, event } = await deps.orm.em.fork().transactional(async (em) => {
    // Holding the client's row: a nudge is recorded either before these messages are marked, or not at all.
    await knownClient(em, clientId, true);
    const readAt = new Date();
    const marked = await queryRows<{ seq: string | number }>(
      em,
      `UPDATE messages SET ${column} = :readAt WHERE client_id = :clientId AND sender_type = :writtenBy AND ${column} IS NULL
       RETURNING seq`,
      { readAt, clientId, writtenBy },
    );
    const upToSeq = marked.length === 0 ? null : Math.max(...marked.map((row) => Number(row.seq)));
    const event =
      upToSeq === null
        ? undefined
        : recordEvent(em, source, messagingEvents.messagesRead, {
            clientId,
            readBy,
            upToSeq,
            readAt: readAt.toISOString(),
            count: marked.length,
          });
    return { mark: { clientId, readBy, count: marked.length, upToSeq, readAt: readAt.toISOString() }, event };
  });
  // The sender's 'Seen' is waiting for it.
  if (event) void deps.relay.publishNow([event]);
  return mark;
}
