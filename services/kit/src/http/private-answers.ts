import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { ACCESS_COOKIE } from './auth.js';

/** Whether an answer is already kept out of every cache. */
const isNoStore = (reply: Pick<FastifyReply, 'getHeader'>) =>
  /(?:^|[\s,])no-store(?:$|[\s,])/i.test(String(reply.getHeader('cache-control') ?? ''));

/**
 * Marks the answer `Cache-Control: no-store` unless it already says so (e.g. `private, no-store`); for answers
 * that hand out credentials (a session's tokens) to a caller who presented none.
 */
export function keepOutOfCaches(reply: Pick<FastifyReply, 'header' | 'getHeader'>): void {
  if (!isNoStore(reply)) void reply.header('cache-control', 'no-store');
}

const accessCookie = new RegExp(`(?:^|;)\\s*${ACCESS_COOKIE}=`);

/**
 * Whether the request carries an access token: in the Authorization header, or the access cookie (read from the
 * header where no cookie parser runs, as at the gateway).
 */
export function carriesToken(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  if (request.cookies) return request.cookies[ACCESS_COOKIE] !== undefined;
  return request.headers.cookie !== undefined && accessCookie.test(request.headers.cookie);
}

/**
 * An answer to a caller who presented a token is about that caller (their records, their role's view): no
 * browser cache, shared cache or proxy keeps it, whatever the handler said. Answers to anonymous requests keep
 * the caching their handler chose (public content, media, the sitemap).
 */
export const privateWhenAuthenticated: onSendHookHandler = (request, reply, payload, done) => {
  if (carriesToken(request)) keepOutOfCaches(reply);
  done(null, payload);
};

/** On a route that requires a role: every answer, the 401 and 403 included, is kept out of caches. */
export const privateAnswer: onSendHookHandler = (_request, reply, payload, done) => {
  keepOutOfCaches(reply);
  done(null, payload);
};
