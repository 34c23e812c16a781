import type { ThreadOf } from './thread';

/**
 * The query keys of messaging's reads, from one place: a thread's messages, its meetings and bookable slots, its client's files, under
 * the client's own thread (`['messaging', 'client']`) or one client's thread for the team
 * (`['messaging', 'team', clientId]`).
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  thread: (of: ThreadOf) =>
    of.side === 'team' ? ([...messagingKeys.all, 'team', of.clientId] as const) : ([...messagingKeys.all, 'client'] as const),
  messages: (of: ThreadOf) => [...messagingKeys.thread(of), 'messages'] as const,
  meetings: (of: ThreadOf) => [...messagingKeys.thread(of), 'meetings'] as const,
  /** The team's working hours, from messaging's configuration. */
  teamHours: () => [...messagingKeys.all, 'teamHours'] as const,
  /** The slots the client can book (its own thread's). */
  slots: () => [...messagingKeys.all, 'client', 'slots'] as const,
  files: (of: ThreadOf) => [...messagingKeys.thread(of), 'files'] as const,
};
