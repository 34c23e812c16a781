import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { AppError } from '@agency/kit';
import { payloadTooLarge } from './body-limit.js';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1): never passed on, in either
 * direction. `host` is the service's own, which the pool sets.
 */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
]);

/** The request or answer headers without the hop-by-hop ones, nor any the `Connection` header names. */
function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = headers.connection;
  const dropped = named
    ? new Set(
        named
          .toLowerCase()
          .split(',')
          .map((name) => name.trim()),
      )
    : undefined;
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || hopByHop.has(name) || dropped?.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * The body to send on, unread: the stream the proxy's content parser handed over (through the size check),
 * else the raw request when it declares one without a type the parser saw, else none (RFC 9112 §6.3).
 */
function bodyOf(request: FastifyRequest): Readable | null {
  if (request.body) return request.body as Readable;
  const { headers } = request;
  return headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined ? request.raw : null;
}

export interface ForwardOptions {
  /** The service's name, for metrics and logs. */
  name: string;
  /** The service's origin, `http://host:port`. */
  url: string;
  /** How long the service may take to start answering before the caller gets a 504. */
  timeoutMs: number;
  /** Counts a request the service did not answer. */
  onUnavailable: (reason: 'timeout' | 'unavailable') => void;
}

/**
 * Sends a proxied request on to its service over a pool of kept-alive connections and streams the answer
 * back as it comes, with the request id and the caller's address and scheme added. A service that cannot
 * be reached answers 503, one that does not start answering in time 504, both in the error shape; a body
 * cut at the edge for its size answers 413. The services' own answers, errors included, pass as sent.
 */
export function forwarder({ name, url, timeoutMs, onUnavailable }: ForwardOptions) {
  const pool = new Pool(url, { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 });

  function failed(request: FastifyRequest, reply: FastifyReply, error: Error & { code?: string }): void {
    if (reply.sent) return;
    // The body was cut at the edge for its size: the client's fault, and the rest of it stays unread.
    if (request.bodyOverLimit) return void reply.header('connection', 'close').send(payloadTooLarge());
    const timedOut = error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_CONNECT_TIMEOUT';
    onUnavailable(timedOut ? 'timeout' : 'unavailable');
    request.log.warn({ err: error, upstream: name }, 'upstream unavailable');
    void reply.send(
      new AppError(timedOut ? 504 : 503, 'UPSTREAM_UNAVAILABLE', 'The service is not available right now. Try again shortly.'),
    );
  }

  /**
   * Sends one request on. `path` is the service's own, without the query (`@fastify/http-proxy` has taken
   * the browser's prefix off); the query goes on as the browser wrote it. `prefix` is put back before a
   * path-only `Location` the service answers with.
   */
  function forward(request: FastifyRequest, reply: FastifyReply, path: string, prefix: string): void {
    const query = request.url.indexOf('?');
    const target = query === -1 ? path : path + request.url.slice(query);
    const headers = endToEnd(request.headers);
    headers['x-request-id'] = request.id;
    headers['x-forwarded-for'] = request.ip;
    headers['x-forwarded-proto'] = request.protocol;
    pool.request(
      { method: request.method as 'GET', path: target, headers, body: bodyOf(request), headersTimeout: timeoutMs },
      (error, answer) => {
        if (error) return failed(request, reply, error);
        const answered = endToEnd(answer.headers);
        const location = answered.location;
        if (typeof location === 'string' && location.startsWith('/') && !location.startsWith('//')) {
          answered.location = prefix + location;
        }
        // A client gone mid-answer leaves the service's stream to be dropped, not left holding the connection.
        answer.body.on('error', (streamError) => request.log.warn({ err: streamError, upstream: name }, 'answer cut short'));
        void reply.code(answer.statusCode).headers(answered).send(answer.body);
      },
    );
  }

  return { forward, close: () => pool.close() };
}
