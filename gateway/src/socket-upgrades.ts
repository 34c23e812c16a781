import { STATUS_CODES, type ClientRequest } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '@agency/kit';

const isSocketUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

const hasBearer = (request: FastifyRequest) => request.headers.authorization?.startsWith('Bearer ') === true;

const originRefused = () =>
  new AppError(403, 'GATEWAY_ORIGIN_REFUSED', 'Live connections may be opened from this site’s own pages only.');

/**
 * A WebSocket upgrade is let through from the site's own pages only (`Origin` is the public origin), so a page of
 * another site cannot open a socket that rides on the visitor's cookie (cross-site WebSocket hijacking): browsers
 * always send `Origin` on an upgrade. A client that is not a browser sends none, and is let through only with its
 * token in the Authorization header, which no other site's page can make a browser send. Anything else is
 * refused with 403 before the upgrade, and the service never sees it.
 */
export function registerSocketOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isSocketUpgrade(request)) return done();
    const { origin } = request.headers;
    const allowed = origin === undefined ? hasBearer(request) : origin === publicOrigin;
    done(allowed ? undefined : originRefused());
  });
}

/**
 * The headers a proxied upgrade carries to the service: the browser's cookie and Authorization header (the two
 * ways the access token comes with an upgrade), and the request id and the caller's address and scheme, as a
 * proxied request carries them.
 */
export function upgradeHeaders(headers: Record<string, string>, request: FastifyRequest): Record<string, string> {
  const { cookie, authorization } = request.headers;
  return {
    ...headers,
    ...(cookie !== undefined && { cookie }),
    ...(authorization !== undefined && { authorization }),
    'x-request-id': request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
  };
}

/**
 * Sends the upgrade to the service, and makes the service's refusal of it (a 4xx: no token, a role it does not
 * allow, an unknown path) close the browser's socket with 4000 + that status (4401, 4403, 4404), the codes the
 * contracts give for a refusal, instead of the proxy's 1011. The proxy takes the browser's upgrade before it
 * opens its own to the service, so the status can no longer be the answer; a browser would not see it anyway
 * (a refused upgrade is 1006 to a page), and 4403 tells the page that trying again cannot help. The proxy
 * relays the code as it relays any close of the service's socket.
 */
export function relayRefusedUpgrade(upgrade: ClientRequest, toService: WebSocket): void {
  toService.prependListener('unexpected-response', (_request, response) => {
    const status = response.statusCode ?? 0;
    response.resume();
    response.once('end', () => upgrade.destroy());
    if (status >= 400 && status < 500) toService.emit('close', 4000 + status, Buffer.from(STATUS_CODES[status] ?? ''));
  });
  upgrade.end();
}
