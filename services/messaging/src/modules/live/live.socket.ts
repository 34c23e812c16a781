import { isTeamRole, settleWithin, teamRoles, type Principal } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { messagingContract } from '../../contract.js';
import { clientNotFound, knownClient } from '../clients/clients.service.js';
import { messagesOf, messagesOfAllThreads, type MessagingDeps } from '../messages/messages.service.js';
import { closeCodes, parseSubscribeFrame, type ServerFrame, type SubscribeFrame } from './frames.js';
import type { FanOut } from './fan-out.js';
import type { LiveHub } from './live-hub.js';
import { Subscription } from './live-hub.js';

/** How many messages a catch-up reads from the database at a time. */
const CATCH_UP_PAGE = 500;
/** How long a subscription waits for the fan-out before it catches up anyway (NATS down: catch-up only). */
const FAN_OUT_WAIT_MS = 5000;

export interface LiveDeps extends MessagingDeps {
  hub: LiveHub;
  fanOut: FanOut;
  log: FastifyBaseLogger;
}

class ThreadRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The thread a subscription follows: a client's own only; the team's any, or every one (null). */
async function threadFor(deps: LiveDeps, caller: Principal, frame: SubscribeFrame): Promise<string | null> {
  // Anyone not on the team (admin or member) is held to its own thread: the narrow rule is the default.
  const team = isTeamRole(caller.role);
  if (!team) {
    if (!caller.clientId || (frame.clientId !== undefined && frame.clientId !== caller.clientId)) {
      throw new ThreadRefused(closeCodes.forbidden, 'You may follow only your own messages.');
    }
  }
  const clientId = team ? (frame.clientId ?? null) : caller.clientId!;
  if (clientId === null) return null;
  try {
    await knownClient(deps.orm, clientId);
  } catch {
    throw new ThreadRefused(closeCodes.notFound, clientNotFound().message);
  }
  return clientId;
}

/** Sends the thread's messages after `afterSeq` from the database; answers the last seq sent. */
async function catchUp(deps: LiveDeps, subscription: Subscription, afterSeq: number): Promise<number> {
  let last = afterSeq;
  for (;;) {
    const page =
      subscription.clientId === null
        ? await messagesOfAllThreads(deps.orm, last, CATCH_UP_PAGE)
        : await messagesOf(deps.orm, subscription.clientId, last, CATCH_UP_PAGE);
    for (const message of page) subscription.catchUp({ type: 'message', message });
    if (page.length > 0) last = page[page.length - 1]!.seq;
    if (page.length < CATCH_UP_PAGE) return last;
  }
}

async function subscribe(deps: LiveDeps, socket: WebSocket, caller: Principal, frame: SubscribeFrame): Promise<void> {
  const clientId = await threadFor(deps, caller, frame);
  const send = (out: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(out));
  };
  const subscription = new Subscription(clientId, frame.afterSeq ?? 0, send);
  // Following before reading: what is published while the catch-up is read waits for it, so none falls between.
  await settleWithin(deps.fanOut.ready(), FAN_OUT_WAIT_MS);
  deps.hub.add(subscription);
  socket.once('close', () => deps.hub.remove(subscription));
  const upToSeq = frame.afterSeq === undefined ? 0 : await catchUp(deps, subscription, frame.afterSeq);
  send({ type: 'subscribed', clientId, upToSeq });
  subscription.goLive();
}

export function liveSocketRoutes(deps: LiveDeps) {
  return messagingContract.socketRoutes({
    watchThreads: {
      roles: [...teamRoles, 'client'],
      firstMessageAuth: true,
      connect: (socket, request) => {
        const caller = request.user;
        socket.once('message', (data) => {
          const frame = parseSubscribeFrame(data);
          if (!frame) return socket.close(closeCodes.badFrame, 'Expected a subscribe frame.');
          subscribe(deps, socket, caller, frame).catch((error: unknown) => {
            if (error instanceof ThreadRefused) return socket.close(error.code, error.message);
            deps.log.error({ err: error }, 'live subscription failed');
            socket.close(1011, 'Something went wrong on our side.');
          });
        });
      },
    },
  });
}
