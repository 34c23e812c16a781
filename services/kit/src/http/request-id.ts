import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { traceId } from '@agency/contracts';

/**
 * The id of a request: the caller's `x-request-id` when it is a short printable token (the gateway
 * passes its own on), else a fresh UUID. A longer or stranger header is not trusted, since the id is
 * echoed in every error body, every log line and every event the request causes.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && traceId.safeParse(given).success ? given : randomUUID();
}
