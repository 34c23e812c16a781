import type { messagingEvents } from '@agency/contracts';
import type { Attachment, Message, SenderType } from '@agency/contracts/openapi/messaging';

export type { Attachment, SenderType };

export type MessageView = Message;

/** A messages row as read with `messageColumns`. */
export interface MessageRow {
  id: string;
  /** bigserial: the driver hands it over as text. */
  seq: string | number;
  clientId: string;
  senderType: SenderType;
  senderName: string;
  body: string;
  createdAt: string | Date;
  readByClientAt: string | Date | null;
  readByTeamAt: string | Date | null;
}

export const messageColumns =
  'id, seq, client_id, sender_type, sender_name, body, created_at, read_by_client_at, read_by_team_at';

const iso = (value: string | Date) => new Date(value).toISOString();

export function toMessageView(row: MessageRow): MessageView {
  return {
    id: row.id,
    seq: Number(row.seq),
    clientId: row.clientId,
    senderType: row.senderType,
    senderName: row.senderName,
    message: row.body,
    createdAt: iso(row.createdAt),
    readByClientAt: row.readByClientAt === null ? null : iso(row.readByClientAt),
    readByTeamAt: row.readByTeamAt === null ? null : iso(row.readByTeamAt),
  };
}

/** A message as its event tells it: read by its sender's side when sent, by the other side not yet. */
export function messageFromEvent(sent: messagingEvents.MessageSent): MessageView {
  return {
    id: sent.messageId,
    seq: sent.seq,
    clientId: sent.clientId,
    senderType: sent.senderType,
    senderName: sent.senderName,
    message: sent.message,
    createdAt: sent.createdAt,
    readByClientAt: sent.senderType === 'client' ? sent.createdAt : null,
    readByTeamAt: sent.senderType === 'team' ? sent.createdAt : null,
    ...(sent.attachments?.length && { attachments: sent.attachments }),
  };
}
