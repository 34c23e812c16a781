import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@agency/kit';
import type { UploadRoute } from './edge-routes.js';
import { routedPath } from './paths.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a streamed body went over the limit, so the proxy answers 413 rather than 503. */
    bodyOverLimit: boolean;
  }
}

export const payloadTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');

/**
 * The largest body a request may carry: `limitBytes`, except on an upload route, which takes its contract's
 * largest file plus `limitBytes` again for the multipart envelope around it (boundaries, part headers).
 */
export function bodyLimitFor(uploads: readonly UploadRoute[], limitBytes: number) {
  const uploadMethods = new Set(uploads.map((route) => route.method));
  return (request: FastifyRequest): number => {
    if (!uploadMethods.has(request.method)) return limitBytes;
    const pathname = routedPath(request.url);
    const upload = uploads.find((route) => route.method === request.method && route.path.test(pathname));
    return upload ? upload.maxFileBytes + limitBytes : limitBytes;
  };
}

/**
 * Refuses a body over its limit before it crosses to a service (which also enforces its own): from
 * `Content-Length` when there is one, else by counting the bytes of a chunked body as they stream
 * through, and cutting the stream at the first byte over. The proxy does not parse bodies, so Fastify's
 * own `bodyLimit` never sees them.
 */
export function registerBodyLimit(app: FastifyInstance, limitOf: (request: FastifyRequest) => number): void {
  app.decorateRequest('bodyOverLimit', false);

  app.addHook('onRequest', (request, _reply, done) => {
    const length = request.headers['content-length'];
    done(length !== undefined && Number(length) > limitOf(request) ? payloadTooLarge() : undefined);
  });

  app.addHook('preParsing', (request, _reply, payload, done) => {
    // A request with neither header has no body (RFC 9112, 6.3): nothing to count.
    if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] === undefined) {
      return done(null, payload);
    }
    const limitBytes = limitOf(request);
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        if (received <= limitBytes) return next(null, chunk);
        request.bodyOverLimit = true;
        next(payloadTooLarge());
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    done(null, payload.pipe(counted));
  });
}
