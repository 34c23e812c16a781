import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshSession } from '../../shared/api/clients';
import { liveUrl } from '../../messaging/messagingClient';
import { getAccessToken } from '../../shared/api/session';
import { LiveConnection } from '../../messaging/live';
import { billingRefresher } from './liveBilling';

/**
 * Keeps one client's billing on the team's screen live: a socket follows the client's thread (for no
 * messages) and each `billing` frame, as each reconnection, reads the subscription, the invoices and the
 * client's record again.
 */
export function useLiveBilling(clientId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresher = billingRefresher(queryClient, { side: 'team', clientId });
    const connection = new LiveConnection({
      url: liveUrl(),
      clientId,
      token: getAccessToken,
      onFrame: (frame) => {
        if (frame.type === 'billing') refresher.readAgain();
      },
      // What happened while the socket was down is not sent again: the billing is read instead.
      onSubscribed: (again) => {
        if (again) refresher.readAgain();
      },
      refresh: refreshSession,
    });
    connection.start();
    return () => {
      connection.stop();
      refresher.stop();
    };
  }, [queryClient, clientId]);
}
