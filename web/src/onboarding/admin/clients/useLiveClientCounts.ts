import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshSession } from '../../../shared/api/clients';
import { liveUrl } from '../../../messaging/messagingClient';
import { onboardingKeys } from '../../onboardingKeys';
import { getAccessToken } from '../../../shared/api/session';
import { LiveConnection } from '../../../messaging/live';
import type { LiveServerFrame } from '../../../messaging/thread';

/**
 * How long after a live frame the counts are read once more. Onboarding counts unread messages from the
 * same messaging event, through its own consumer, so its answer to a read made at once may not have it
 * yet; the second read, a moment later, does.
 */
export const COUNTS_SETTLE_MS = 1500;

/**
 * A message from a client (one more unread), the team's read mark (fewer), onboarding's news of a client
 * added or through its onboarding (Total Clients, Active Projects), or payments' of a client's billing (the
 * list's badge): what the counts follow.
 */
const changesCounts = (frame: LiveServerFrame) =>
  (frame.type === 'message' && frame.message.senderType === 'client') ||
  (frame.type === 'read' && frame.readBy === 'team') ||
  frame.type === 'clients-changed' ||
  // payments' news of a client's subscription: the list's billing badge and filters.
  frame.type === 'billing';

/**
 * Keeps the client counts on screen live, as a thread is: the team's socket follows every thread, and a
 * client's message or the team's read mark reads the client list, its cards and the dashboard's counts
 * again (every key under `onboardingKeys.clients.all` that is on screen), as does a reconnection.
 */
export function useLiveClientCounts() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const readAgain = () => {
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.clients.all });
      clearTimeout(settle);
      settle = setTimeout(() => void queryClient.invalidateQueries({ queryKey: onboardingKeys.clients.all }), COUNTS_SETTLE_MS);
    };
    const connection = new LiveConnection({
      url: liveUrl(),
      token: getAccessToken,
      onFrame: (frame) => {
        if (changesCounts(frame)) readAgain();
      },
      // What happened while the socket was down is not sent again: the counts are read instead.
      onSubscribed: (again) => {
        if (again) readAgain();
      },
      refresh: refreshSession,
    });
    connection.start();
    return () => {
      connection.stop();
      clearTimeout(settle);
    };
  }, [queryClient]);
}
