import type { IncomingHttpHeaders } from 'node:http';
import { connect, type NetConnectOpts, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
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
  /** The origins of the service's replicas, `http://host:port`, at least one. */
  urls: readonly string[];
  /** How long the service may take to start answering before the caller gets a 504. */
  timeoutMs: number;
  /** Counts a request the service did not answer. */
  onUnavailable: (reason: 'timeout' | 'unavailable') => void;
}

/** How long a replica that refused a connection is passed over while another is up. */
const restMs = 2_000;

/** Errors raised while connecting: nothing of the request reached the replica, so another may take it. */
const connectErrors = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** A kept-alive connection the replica closed under the request; only a safe request may be sent again. */
const socketErrors = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The body behind a stream that reads it only once the replica's connection is open, so a replica that refused
 * the connection leaves it unread for the next one. `started` tells whether any of it was read.
 */
function deferredBody(body: Readable): { stream: Readable; started: () => boolean } {
  let started = false;
  async function* read() {
    started = true;
    for await (const chunk of body) yield chunk as Buffer;
  }
  return { stream: Readable.from(read(), { objectMode: false }), started: () => started };
}

interface Origin {
  url: string;
  pool: Pool;
  /** Until when (epoch ms) it is passed over for having refused a connection. */
  restingUntil: number;
}

/**
 * Sends proxied requests on to one service's replicas over pools of kept-alive connections (one per replica,
 * taken in turn) and streams each answer back as it comes, with the request id and the caller's address and
 * scheme added. A replica that refused the connection (nothing was sent) hands the request to the next, once
 * per replica, and is passed over for a moment. A service none of whose replicas can be reached answers 503,
 * one that does not start answering in time 504, both in the error shape; a body cut at the edge for its size
 * answers 413. The services' own answers, errors included, pass as sent.
 */
export function forwarder({ name, urls, timeoutMs, onUnavailable }: ForwardOptions) {
  const origins: Origin[] = urls.map((url) => ({
    url,
    pool: new Pool(url, { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 }),
    restingUntil: 0,
  }));

  function failed(request: FastifyRequest, reply: FastifyReply, error: Error & { code?: string }, origin: string): void {
    if (reply.sent) return;
    // The caller went away, or was answered 408 and cut off for stalling: nobody to answer, and not the service's fault.
    if (request.raw.socket?.destroyed)
      return void request.log.info({ upstream: name, code: error.code }, 'caller gone before the answer');
    // The body was cut at the edge for its size: the client's fault, and the rest of it stays unread.
    if (request.bodyOverLimit) return void reply.header('connection', 'close').send(payloadTooLarge());
    const timedOut = error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_CONNECT_TIMEOUT';
    onUnavailable(timedOut ? 'timeout' : 'unavailable');
    request.log.warn({ err: error, upstream: name, origin }, 'upstream unavailable');
    void reply.send(
      new AppError(timedOut ? 504 : 503, 'UPSTREAM_UNAVAILABLE', 'The service is not available right now. Try again shortly.'),
    );
  }

  /** Streams the service's answer back; `prefix` goes back before a path-only `Location`. */
  function relay(request: FastifyRequest, reply: FastifyReply, answer: Dispatcher.ResponseData, prefix: string): void {
    const answered = endToEnd(answer.headers);
    const location = answered.location;
    if (typeof location === 'string' && location.startsWith('/') && !location.startsWith('//')) {
      answered.location = prefix + location;
    }
    // A client gone mid-answer leaves the service's stream to be dropped, not left holding the connection.
    answer.body.on('error', (streamError) => request.log.warn({ err: streamError, upstream: name }, 'answer cut short'));
    void reply.code(answer.statusCode).headers(answered).send(answer.body);
  }

  /** The headers sent on: the caller's end-to-end ones, with the request id and the caller's address and scheme. */
  function headersOf(request: FastifyRequest): Record<string, string | string[]> {
    const headers = endToEnd(request.headers);
    headers['x-request-id'] = request.id;
    headers['x-forwarded-for'] = request.ip;
    headers['x-forwarded-proto'] = request.protocol;
    return headers;
  }

  /** `path` is the service's own, without the query, which goes on as the browser wrote it. */
  const targetOf = (request: FastifyRequest, path: string): string => {
    const query = request.url.indexOf('?');
    return query === -1 ? path : path + request.url.slice(query);
  };

  let requestTurn = 0;
  let socketTurn = 0;
  /** The next replica in turn (`turn` says whose), passing over those resting unless all are. */
  function nextOrigin(turn: 'request' | 'socket'): number {
    const now = Date.now();
    let index = 0;
    for (let tries = 0; tries < origins.length; tries++) {
      if (turn === 'request') index = requestTurn = (requestTurn + 1) % origins.length;
      else index = socketTurn = (socketTurn + 1) % origins.length;
      if (origins[index]!.restingUntil <= now) return index;
    }
    return index;
  }

  /**
   * Sends one request on. `path` is the service's own, without the query (`@fastify/http-proxy` has taken
   * the browser's prefix off). `prefix` is put back before a path-only `Location` the service answers with.
   */
  function forwardToOne(request: FastifyRequest, reply: FastifyReply, path: string, prefix: string): void {
    const origin = origins[0]!;
    origin.pool.request(
      {
        method: request.method as 'GET',
        path: targetOf(request, path),
        headers: headersOf(request),
        body: bodyOf(request),
        headersTimeout: timeoutMs,
      },
      (error, answer) => (error ? failed(request, reply, error, origin.url) : relay(request, reply, answer, prefix)),
    );
  }

  /** As `forwardToOne`, over several replicas in turn, handing a refused request to the next. */
  function forwardToAny(request: FastifyRequest, reply: FastifyReply, path: string, prefix: string): void {
    const target = targetOf(request, path);
    const headers = headersOf(request);
    const body = bodyOf(request);
    const safe = safeMethods.has(request.method);
    let tried = 0;
    const attempt = (index: number): void => {
      const origin = origins[index]!;
      tried += 1;
      // The last replica tried gets the stream itself, as a single one would: a failure there ends the request.
      const deferred = body && tried < origins.length ? deferredBody(body) : undefined;
      origin.pool.request(
        { method: request.method as 'GET', path: target, headers, body: deferred?.stream ?? body, headersTimeout: timeoutMs },
        (error, answer) => {
          if (!error) return relay(request, reply, answer, prefix);
          const code = (error as Error & { code?: string }).code ?? '';
          const refused = connectErrors.has(code);
          if (refused) origin.restingUntil = Date.now() + restMs;
          const again = tried < origins.length && !deferred?.started() && (refused || (safe && socketErrors.has(code)));
          if (!again) return failed(request, reply, error, origin.url);
          request.log.warn({ err: error, upstream: name, origin: origin.url }, 'upstream replica unavailable; trying the next');
          attempt((index + 1) % origins.length);
        },
      );
    };
    attempt(nextOrigin('request'));
  }

  /**
   * Opens a WebSocket's connection to its replica (the `createConnection` of the `ws` client): a replica that
   * refuses it rests as it would for a refused request, so the browser's next try goes to one that is up.
   */
  function connectSocket(options: NetConnectOpts): Socket {
    const { host, port, socketPath } = options as { host?: string; port?: number | string; socketPath?: string };
    const socket = connect({ ...options, path: socketPath } as NetConnectOpts);
    socket.once('error', (error: Error & { code?: string }) => {
      if (!connectErrors.has(error.code ?? '')) return;
      const origin = origins.find(({ url }) => {
        const address = new URL(url);
        return address.hostname === host && Number(address.port || 80) === Number(port);
      });
      if (origin) origin.restingUntil = Date.now() + restMs;
      onUnavailable('unavailable');
    });
    return socket;
  }

  return {
    forward: origins.length === 1 ? forwardToOne : forwardToAny,
    /** The origin the next WebSocket goes to, in turn over the replicas that are not resting. */
    socketOrigin: (): string => origins[origins.length === 1 ? 0 : nextOrigin('socket')]!.url,
    connectSocket,
    close: () => Promise.all(origins.map((origin) => origin.pool.close())),
  };
}
