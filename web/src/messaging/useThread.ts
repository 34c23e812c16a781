import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../shared/api/expectOk';
import { messagingKeys } from './messagingKeys';
import { filesApi, followDownload, uploadFile } from './filesApi';
import { scheduleCall, threadApi } from './threadApi';
import { unreadBy, type Meeting, type Message, type SenderType, type ThreadOf, type Unread } from './thread';
import type { LiveStatus } from './live';
import { useLiveThread, useMarkRead, useOnline } from './useLiveThread';

export type ThreadOptions = ThreadOf & {
  /** Whether the thread is in view (the dashboard's Messages tab): only then are the other side's messages marked read. */
  active?: boolean;
  /** Whether the screen shows the meetings now: the team's are read when View Calendar opens. */
  withMeetings?: boolean;
};

/**
 * Where one of the thread's reads stands: still on its way, or what it failed with (null when it did
 * not); `refused` when the session may not read it (403: a client signed in with an access code, not an
 * account), which is no failure.
 */
export interface ReadState {
  pending: boolean;
  error: unknown;
  refused: boolean;
}

/** Where the thread's live updates stand: the socket's `LiveStatus`, or offline when the browser has no network. */
export type ThreadConnection = LiveStatus | 'offline';

export interface Thread {
  side: SenderType;
  connection: ThreadConnection;
  /** The messages in `seq` order and the meetings earliest first, kept live. */
  messages: readonly Message[];
  meetings: readonly Meeting[];
  reads: { messages: ReadState; meetings: ReadState };
  /** What this side has left unread of the other's messages. */
  unread: Unread;
  /**
   * Sends a message; with `files`, each is shared first (it shows in Files too) and the message carries them.
   * The stored message is added to the thread and returned; a failure is thrown.
   */
  send: (message: string, files?: readonly File[]) => Promise<Message>;
  /** Downloads a file a message carries, through a fresh signed link. */
  download: (fileId: string) => Promise<void>;
}

const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * One thread for either side's screen: its messages and meetings read from messaging and kept live over
 * the `/live` socket (which subscribes once the first read has settled, and reads both again on every
 * subscription), the other side's messages marked read while the thread is in view, what is unread,
 * and send. The reads are not tried again on failure: the socket's catch-up brings what they missed.
 */
export function useThread(options: ThreadOptions): Thread {
  const { side, active = true, withMeetings = true } = options;
  const clientId = options.side === 'team' ? options.clientId : undefined;
  const of = useMemo<ThreadOf>(() => (clientId === undefined ? { side: 'client' } : { side: 'team', clientId }), [clientId]);
  const api = useMemo(() => threadApi(of), [of]);

  const messages = useQuery({ queryKey: messagingKeys.messages(of), queryFn: api.messages, retry: false });
  const meetings = useQuery({ queryKey: messagingKeys.meetings(of), queryFn: api.meetings, retry: false, enabled: withMeetings });
  // The socket follows, and the screen marks read, a thread whose first read has settled and was not refused.
  const settled = !messages.isPending && !isRefusal(messages.error);

  const [thread, dispatch, status] = useLiveThread({
    clientId,
    ready: settled,
    messages: messages.data?.messages,
    meetings: meetings.data?.meetings,
    onSubscribed: () => {
      void messages.refetch();
      if (withMeetings) void meetings.refetch();
    },
  });
  useMarkRead(thread.messages, side, api.markRead, dispatch, settled && active);

  const shared = useMemo(() => filesApi(of), [of]);
  const send = useCallback(
    async (message: string, files: readonly File[] = []) => {
      const fileIds: string[] = [];
      for (const file of files) fileIds.push((await uploadFile(shared.uploadUrl(), file, () => undefined)).id);
      const sent = await api.send(message, fileIds);
      dispatch({ type: 'messages', messages: [sent] });
      return sent;
    },
    [api, shared, dispatch],
  );
  const download = useCallback((fileId: string) => followDownload(shared.link(fileId)), [shared]);
  const unread = useMemo(() => unreadBy(thread.messages, side), [thread.messages, side]);
  const online = useOnline();

  return {
    side,
    connection: online ? status : 'offline',
    messages: thread.messages,
    meetings: thread.meetings,
    reads: {
      messages: { pending: messages.isPending, error: messages.error, refused: isRefusal(messages.error) },
      meetings: { pending: withMeetings && meetings.isPending, error: meetings.error, refused: isRefusal(meetings.error) },
    },
    unread,
    send,
    download,
  };
}

/** The team's Schedule Call; the client's meetings are read again once it is made (View Calendar shows it). */
export function useScheduleCall(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => scheduleCall(clientId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.meetings({ side: 'team', clientId }) }),
  });
}
