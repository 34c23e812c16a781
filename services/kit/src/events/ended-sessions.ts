import { identityEvents, streamName, subjectOf } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_TOKEN_MAX_TTL_SECONDS } from '../http/auth.js';
import type { RevokedSessions } from '../http/revoked-sessions.js';
import { broadcastListener, type BroadcastListener } from './broadcast.js';
import { parseEvent } from './parse.js';

export interface EndedSessionsOptions {
  url: string;
  namespace: string;
  /** The service's name, for the connection's name and the logs. */
  service: string;
  log: FastifyBaseLogger;
  revoked: RevokedSessions;
}

/**
 * Feeds a replica's list of ended sessions from `identity.sessions.ended.v1` on identity's stream. Every replica
 * reads it for itself (a broadcast listener), starting an access token's longest lifetime back, so a replica that
 * starts knows every ending whose tokens may still be presented; the list is current once that is read.
 */
export function endedSessionsListener(options: EndedSessionsOptions): BroadcastListener {
  const { revoked, log } = options;
  const definition = identityEvents.sessionsEnded;
  const subject = subjectOf(definition.type, options.namespace);
  const listener = broadcastListener({
    url: options.url,
    name: `${options.service}-ended-sessions`,
    log,
    from: {
      stream: streamName(definition.stream, options.namespace),
      since: () => new Date(Date.now() - ACCESS_TOKEN_MAX_TTL_SECONDS * 1000),
    },
    onMessage: (message) => {
      if (message.subject !== subject) return;
      const parsed = parseEvent(message.payload, definition);
      if (!parsed.ok) return log.error({ err: parsed.error, eventId: parsed.id }, 'unreadable ended-sessions event');
      const { userId, sessionIds, issuedBefore, tokensExpireBy } = parsed.envelope.data;
      revoked.end({
        userId,
        sessionIds,
        issuedBefore: issuedBefore === null ? null : new Date(issuedBefore),
        tokensExpireBy: new Date(tokensExpireBy),
      });
    },
  });
  void listener.ready().then(() => revoked.markCurrent());
  return listener;
}
