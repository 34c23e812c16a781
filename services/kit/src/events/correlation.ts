import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** What the events recorded in the current unit of work inherit: see the envelope's fields. */
export interface Correlation {
  correlationId: string;
  causationId: string | null;
}

const storage = new AsyncLocalStorage<Correlation>();

/** The correlation of the request or event being handled, if any. */
export function currentCorrelation(): Correlation | undefined {
  return storage.getStore();
}

export function withCorrelation<T>(correlation: Correlation, work: () => T): T {
  return storage.run(correlation, work);
}

/**
 * Makes each request's id (already a usable trace id: see requestIdOf) the correlation id of every
 * event its handler records, so that `recordEvent` needs no id passed to it. Entered in preHandler,
 * the last hook before the handler: entering earlier would be lost while the body is read, which
 * runs in the socket's context.
 */
export const requestCorrelation: FastifyPluginCallback = fastifyPlugin(
  (app, _options, done) => {
    app.addHook('preHandler', (request, _reply, next) => {
      withCorrelation({ correlationId: request.id, causationId: null }, next);
    });
    done();
  },
  { name: 'request-correlation' },
);
