import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Principal } from '../http/auth.js';
import type { Actor } from '@agency/contracts';
import { actorOf, systemActor, visitorActor } from './actor.js';

/** What the events recorded in the current unit of work inherit: see the envelope's fields. */
export interface Correlation {
  correlationId: string;
  causationId: string | null;
  /**
   * Who caused the work; the system when absent. Read when an event is recorded, not when the work
   * starts: a request's caller is known only once its route's role check has run.
   */
  actor?: () => Actor;
}

const storage = new AsyncLocalStorage<Correlation>();

/** The correlation of the request or event being handled, if any. */
export function currentCorrelation(): Correlation | undefined {
  return storage.getStore();
}

/** Who caused the work under way: a request's caller, the cause of the event being handled, else the system. */
export function currentActor(): Actor {
  return storage.getStore()?.actor?.() ?? systemActor;
}

export function withCorrelation<T>(correlation: Correlation, work: () => T): T {
  return storage.run(correlation, work);
}

/**
 * Runs `work` with the holder of `principal` as the actor of the events it records, in the correlation under way.
 * For a request whose caller proved who they are otherwise than with an access token (identity's sign-out, by its
 * refresh cookie; a password reset, by its link): the account that proof names, once checked, not the caller's word.
 */
export function actingAs<T>(principal: Principal, work: () => T): T {
  const current = storage.getStore();
  const actor = () => actorOf(principal);
  return storage.run(current ? { ...current, actor } : { correlationId: randomUUID(), causationId: null, actor }, work);
}

/** A request's actor: its verified caller, else what the route says a call without a token is. */
export function requestActor(request: FastifyRequest): Actor {
  const caller = request.user as Principal | null;
  if (caller) return actorOf(caller);
  return request.routeOptions.config.anonymousActor === 'system' ? systemActor : visitorActor;
}

/**
 * Makes each request's id (already a usable trace id: see requestIdOf) the correlation id of every
 * event its handler records, and its caller their actor, so that `recordEvent` needs neither passed
 * to it. Entered in preHandler, the last hook before the handler: entering earlier would be lost while
 * the body is read, which runs in the socket's context.
 */
export const requestCorrelation: FastifyPluginCallback = fastifyPlugin(
  (app, _options, done) => {
    app.addHook('preHandler', (request, _reply, next) => {
      withCorrelation({ correlationId: request.id, causationId: null, actor: () => requestActor(request) }, next);
    });
    done();
  },
  { name: 'request-correlation' },
);
