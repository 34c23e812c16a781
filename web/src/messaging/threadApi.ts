import { expectOk } from '../shared/api/expectOk';
import { messagingApi } from './messagingClient';
import type { Meeting, Message, ReadMark, ThreadOf } from './thread';

/** What a thread screen asks of messaging, the same for both sides. */
export interface ThreadApi {
  messages: () => Promise<{ messages: Message[] }>;
  meetings: () => Promise<{ meetings: Meeting[] }>;
  /** Sends a message, carrying the files of `fileIds` (just shared by this side) when given. */
  send: (message: string, fileIds?: readonly string[]) => Promise<Message>;
  markRead: () => Promise<ReadMark>;
}

/** Messaging's operations for one thread: the client's own (`/client/…`), or one client's for the team (`/admin/clients/{clientId}/…`). */
export function threadApi(of: ThreadOf): ThreadApi {
  if (of.side === 'client') {
    return {
      messages: () => expectOk(messagingApi.GET('/client/messages')),
      meetings: () => expectOk(messagingApi.GET('/client/meetings')),
      send: (message, fileIds = []) =>
        expectOk(
          messagingApi.POST('/client/messages', { body: fileIds.length > 0 ? { message, fileIds: [...fileIds] } : { message } }),
        ),
      markRead: () => expectOk(messagingApi.POST('/client/messages/read')),
    };
  }
  const path = { params: { path: { clientId: of.clientId } } };
  return {
    messages: () => expectOk(messagingApi.GET('/admin/clients/{clientId}/messages', path)),
    meetings: () => expectOk(messagingApi.GET('/admin/clients/{clientId}/meetings', path)),
    send: (message, fileIds = []) =>
      expectOk(
        messagingApi.POST('/admin/clients/{clientId}/messages', {
          ...path,
          body: fileIds.length > 0 ? { message, fileIds: [...fileIds] } : { message },
        }),
      ),
    markRead: () => expectOk(messagingApi.POST('/admin/clients/{clientId}/messages/read', path)),
  };
}

/** The team's Schedule Call: a 30-minute 'Scheduled Call' with the client tomorrow at this time (spec 001 §7). */
export const scheduleCall = (clientId: string) =>
  expectOk(messagingApi.POST('/admin/clients/{clientId}/meetings', { params: { path: { clientId } } }));
