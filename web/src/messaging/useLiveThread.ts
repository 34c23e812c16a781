import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { refreshSession } from '../shared/api/clients';
import { liveUrl } from './messagingClient';
import { onboardingKeys } from '../onboarding/onboardingKeys';
import { getAccessToken } from '../shared/api/session';
import { billingRefresher } from '../payments/billing/liveBilling';
import { LiveConnection, type LiveStatus } from './live';
import { messagingKeys } from './messagingKeys';
import {
  emptyThread,
  frameAction,
  lastSeq,
  threadReducer,
  unreadBy,
  type Meeting,
  type Message,
  type ReadMark,
  type SenderType,
  type ThreadAction,
  type ThreadState,
} from './thread';

export interface LiveThreadOptions {
  /** The thread: the team's screen names its client; the client's dashboard names none (its own). */
  clientId?: string;
  /** Whether the screen's first read has settled: the socket subscribes from the last message it brought. */
  ready: boolean;
  /** The screen's reads of the thread and of the meetings (each new answer is merged in). */
  messages?: readonly Message[];
  meetings?: readonly Meeting[];
  /**
   * On every subscription, the first included, reads again what a catch-up does not bring (read marks
   * of older messages, meetings): those published between the screen's first read and the socket's
   * subscription, or while the socket was down, would be lost otherwise.
   */
  onSubscribed?: () => void;
}

/**
 * A thread screen's messages and meetings, kept live over messaging's `/live` socket: its reads and
 * sends are dispatched in, frames are merged in `seq` order, each once, and read marks applied; after
 * a drop the socket catches up from the last message the screen has. Each subscription reads the thread
 * and meetings again (`onSubscribed`) so that no read mark or meeting falls between a read and the socket.
 * A `project` frame (the team changed a milestone) reads the client's project plan again, wherever it shows;
 * a `file` frame (a file shared or deleted) the thread's files; a `billing` frame (payments' news of the
 * client's subscription) its billing and record; a `team` frame (the client's team changed) the client's record.
 * It also says where the socket stands (`LiveStatus`), for the screen to say when it is trying again.
 */
export function useLiveThread({ clientId, ready, messages, meetings, onSubscribed }: LiveThreadOptions) {
  const queryClient = useQueryClient();
  const [thread, dispatch] = useReducer(threadReducer, emptyThread);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef<ThreadState>(thread);
  const read = useRef(messages);
  const subscribed = useRef(onSubscribed);
  // Before the socket's effect: the socket subscribes from what the screen has, the read just answered included.
  useEffect(() => {
    latest.current = thread;
    read.current = messages;
    subscribed.current = onSubscribed;
  });
  useEffect(() => {
    if (messages) dispatch({ type: 'messages', messages });
  }, [messages]);
  useEffect(() => {
    if (meetings) dispatch({ type: 'meetings', meetings });
  }, [meetings]);

  useEffect(() => {
    if (!ready) return;
    const billing = billingRefresher(queryClient, clientId === undefined ? { side: 'client' } : { side: 'team', clientId });
    const connection = new LiveConnection({
      url: liveUrl(),
      clientId,
      token: getAccessToken,
      afterSeq: () => Math.max(lastSeq(latest.current.messages), lastSeq(read.current ?? [])),
      onFrame: (frame) => {
        if (frame.type === 'project') {
          const plan = clientId === undefined ? onboardingKeys.portal.plan : onboardingKeys.clients.plan(frame.clientId);
          void queryClient.invalidateQueries({ queryKey: plan });
          return;
        }
        // payments' news of the client's subscription: its billing (banner, card, invoices, status) is read again.
        if (frame.type === 'billing') {
          billing.readAgain();
          return;
        }
        // The team changed who looks after the client: its record (Your Team, the team's client page) is read again.
        if (frame.type === 'team') {
          const record = clientId === undefined ? onboardingKeys.portal.client : onboardingKeys.clients.detail(frame.clientId);
          void queryClient.invalidateQueries({ queryKey: record });
          return;
        }
        // A file shared or deleted: the screen's Files panel reads its list again.
        if (frame.type === 'file') {
          const of = clientId === undefined ? ({ side: 'client' } as const) : ({ side: 'team', clientId } as const);
          void queryClient.invalidateQueries({ queryKey: messagingKeys.files(of) });
        }
        const action = frameAction(frame);
        if (action) dispatch(action);
      },
      onSubscribed: (again) => {
        subscribed.current?.();
        // A billing change while the socket was down is not sent again: the billing is read instead.
        if (again) billing.readAgain();
      },
      onStatus: setStatus,
      refresh: refreshSession,
    });
    connection.start();
    return () => {
      connection.stop();
      billing.stop();
    };
  }, [ready, clientId, queryClient]);

  return [thread, dispatch, status] as const;
}

const subscribeToNetwork = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network (a server render assumes so). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState === 'visible';

/** After a failed mark-read, the wait before trying the same messages again: 5 s, doubling up to a minute. */
const FIRST_MARK_RETRY_MS = 5_000;
const LONGEST_MARK_RETRY_MS = 60_000;

/**
 * Marks the other side's messages read while the screen is open and visible: on opening, and whenever
 * one arrives (or the tab comes back into view with some unread). One request at a time; a failed one
 * stays quiet (the screen works without it) and is tried again for the same messages after a wait that
 * doubles with each failure in a row.
 */
export function useMarkRead(
  messages: readonly Message[],
  side: SenderType,
  markRead: () => Promise<ReadMark>,
  dispatch: (action: ThreadAction) => void,
  enabled = true,
) {
  const visible = useSyncExternalStore(subscribeToVisibility, isVisible, () => false);
  const newestUnread = unreadBy(messages, side).newest?.seq ?? 0;
  const tried = useRef(0);
  const inFlight = useRef(false);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mark = useRef(markRead);
  useEffect(() => {
    mark.current = markRead;
  });
  const [retryAfterFlight, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  useEffect(() => {
    if (!enabled || !visible || newestUnread <= tried.current || inFlight.current) return;
    const before = tried.current;
    const attempted = newestUnread;
    tried.current = attempted;
    inFlight.current = true;
    mark
      .current()
      .then((readMark) => {
        failures.current = 0;
        dispatch({ type: 'read', mark: readMark });
      })
      .catch(() => {
        const wait = Math.min(LONGEST_MARK_RETRY_MS, FIRST_MARK_RETRY_MS * 2 ** Math.min(failures.current++, 8));
        clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(() => {
          if (tried.current === attempted) tried.current = before;
          settled();
        }, wait);
      })
      .finally(() => {
        inFlight.current = false;
        settled();
      });
  }, [enabled, visible, newestUnread, dispatch, retryAfterFlight]);
}
