import type { components } from '@agency/contracts/openapi/messaging';

type Schemas = components['schemas'];
export type Message = Schemas['Message'];
export type Meeting = Schemas['Meeting'];
export type SenderType = Schemas['SenderType'];
export type LiveServerFrame = Schemas['LiveServerFrame'];

/** Whose thread a screen shows: the client's own (its dashboard), or one client's (the team's screen). */
export type ThreadOf = { side: 'client' } | { side: 'team'; clientId: string };

/** The side across the thread from `side`. */
export const otherSide = (side: SenderType): SenderType => (side === 'client' ? 'team' : 'client');

/** One side read the other's messages up to `upToSeq` (a POST …/read answer, or a live read frame). */
export interface ReadMark {
  readBy: SenderType;
  upToSeq: number | null;
  readAt: string;
}

/** What a thread screen shows: its messages in `seq` order, and the client's meetings earliest first. */
export interface ThreadState {
  messages: readonly Message[];
  meetings: readonly Meeting[];
}

export const emptyThread: ThreadState = { messages: [], meetings: [] };

/** The last message the screen has (0 for none): a socket subscribes, and catches up, from there. */
export const lastSeq = (messages: readonly Message[]): number => messages.at(-1)?.seq ?? 0;

/*
 * Unread, in the thread screens: what messaging's read marks say (each message's readByClientAt and
 * readByTeamAt), and nothing else. The counts in the team's lists come from the server (onboarding's
 * projection of the same marks); these functions are the screens' one reading of them.
 */
const readField = { client: 'readByClientAt', team: 'readByTeamAt' } as const;

/** When `reader` read `message`: null while it has not. */
export const readAt = (message: Message, reader: SenderType): string | null => message[readField[reader]];

/** Whether `message` is one of the other side's that `reader` has not read yet. */
export const isUnreadBy = (message: Message, reader: SenderType): boolean =>
  message.senderType !== reader && readAt(message, reader) === null;

/** What `reader` has left unread: how many, the first (where reading would start) and the newest. */
export interface Unread {
  count: number;
  first: Message | null;
  newest: Message | null;
}

export function unreadBy(messages: readonly Message[], reader: SenderType): Unread {
  const unread = messages.filter((message) => isUnreadBy(message, reader));
  return { count: unread.length, first: unread[0] ?? null, newest: unread.at(-1) ?? null };
}

/** The two copies of one message: the read marks either has (a later read only ever fills a null). */
const combine = (kept: Message, other: Message): Message =>
  (kept.readByClientAt ?? !other.readByClientAt) && (kept.readByTeamAt ?? !other.readByTeamAt)
    ? kept
    : {
        ...kept,
        readByClientAt: kept.readByClientAt ?? other.readByClientAt,
        readByTeamAt: kept.readByTeamAt ?? other.readByTeamAt,
      };

/**
 * `incoming` merged into `current`: in `seq` order, each message once (by id and by seq), whatever order
 * and however often the pages, the answers to sends and the live frames bring them. A message seen
 * again keeps the read marks either copy has. `current` itself when nothing changes.
 */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): readonly Message[] {
  if (incoming.length === 0) return current;
  const bySeq = new Map<number, Message>(current.map((message) => [message.seq, message]));
  const ids = new Map<string, number>(current.map((message) => [message.id, message.seq]));
  let changed = false;
  for (const message of incoming) {
    const seq = ids.get(message.id) ?? message.seq;
    const kept = bySeq.get(seq);
    const next = kept ? combine(kept, message) : message;
    if (next === kept) continue;
    bySeq.set(seq, next);
    ids.set(message.id, seq);
    changed = true;
  }
  if (!changed) return current;
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A read mark applied: the messages of the other side up to `upToSeq` that were unread by `readBy`
 * are read at `readAt`. `messages` itself when it marks nothing new.
 */
export function applyRead(messages: readonly Message[], mark: ReadMark): readonly Message[] {
  const { readBy, upToSeq, readAt } = mark;
  if (upToSeq === null) return messages;
  let changed = false;
  const next = messages.map((message) => {
    if (message.seq > upToSeq || !isUnreadBy(message, readBy)) return message;
    changed = true;
    return { ...message, [readField[readBy]]: readAt };
  });
  return changed ? next : messages;
}

/** `incoming` meetings merged into `current`, each once (by id, the newer copy kept), earliest first. */
export function mergeMeetings(current: readonly Meeting[], incoming: readonly Meeting[]): readonly Meeting[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((meeting) => [meeting.id, meeting]));
  for (const meeting of incoming) byId.set(meeting.id, meeting);
  return [...byId.values()].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt) || a.id.localeCompare(b.id));
}

export type ThreadAction =
  | { type: 'messages'; messages: readonly Message[] }
  | { type: 'meetings'; meetings: readonly Meeting[] }
  | { type: 'read'; mark: ReadMark }
  | { type: 'reset' };

/** The thread screens' state: pages, sends, read marks and live frames, applied in any order. */
export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'messages': {
      const messages = mergeMessages(state.messages, action.messages);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'meetings': {
      const meetings = mergeMeetings(state.meetings, action.meetings);
      return meetings === state.meetings ? state : { ...state, meetings };
    }
    case 'read': {
      const messages = applyRead(state.messages, action.mark);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'reset':
      return emptyThread;
  }
}

/** A live frame as a change of the thread (null for `subscribed`, which changes nothing shown). */
export function frameAction(frame: LiveServerFrame): ThreadAction | null {
  switch (frame.type) {
    case 'message':
      return { type: 'messages', messages: [frame.message] };
    case 'read':
      return { type: 'read', mark: frame };
    case 'meeting':
      return { type: 'meetings', meetings: [frame.meeting] };
    default:
      return null;
  }
}

/**
 * The last of `side`'s messages that the other side has read, and when: where 'Seen' goes (under the
 * sender's own latest read message).
 */
export function lastSeen(messages: readonly Message[], side: SenderType): { id: string; at: string } | null {
  const reader = otherSide(side);
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.senderType !== side) continue;
    const at = readAt(message, reader);
    if (at) return { id: message.id, at };
  }
  return null;
}
