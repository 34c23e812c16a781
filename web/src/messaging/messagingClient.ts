import createClient from 'openapi-fetch';
import type { paths as MessagingPaths } from '@agency/contracts/openapi/messaging';
import { authMiddleware, clientOptions, publicPrefix } from '../shared/api/clients';

/**
 * The messaging service's client, made as the others in clients.ts are; it loads with the screens that
 * talk to the team or the client (the client dashboard and the team's client messages).
 */
export const messagingApi = createClient<MessagingPaths>(clientOptions('messaging'));

messagingApi.use(authMiddleware);

/** Where the gateway serves messaging's live socket, on the page's own origin (ws: or wss: as the page is). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${publicPrefix('messaging')}/live`;
}
