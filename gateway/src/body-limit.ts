import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@agency/kit';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a streamed body went over the limit, so the proxy answers 413 rather than 503. */
    bodyOverLimit: boolean;
  }
}

export const payloadTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');

/**
 * Refuses a body over `limitBytes` before it crosses to a service (which also enforces its own): from
 * `Content-Length` when there is one, else by counting the bytes of a chunked body as they stream
 * through, and cutting the stream at the first byte over. The proxy does not parse bodies, so Fastify's
 * own `bodyLimit` never sees them.
 */
export function registerBodyLimit(app: FastifyInstance, limitBytes: number): void {
  app.decorateRequest('bodyOverLimit', false);

  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > limitBytes) throw payloadTooLarge();
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers['content-length'] !== undefined) return payload;
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received <= limitBytes) return done(null, chunk);
        request.bodyOverLimit = true;
        done(payloadTooLarge());
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    return payload.pipe(counted);
  });
}
