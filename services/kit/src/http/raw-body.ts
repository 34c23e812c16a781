import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswer, type RuntimeAnswer } from './answer.js';
import { routeUrl, type Operation } from './openapi.js';
import type { Answer, GuardedRoute, OperationReply, OperationRequest } from './operation-types.js';
import { routeGuards } from './route-guards.js';

/**
 * A route that receives its body as the exact bytes sent (a payment provider's webhook checks a
 * signature over them). The contract marks the operation `x-raw-body: true`; the media types of
 * its requestBody are the ones accepted, and nothing parses them.
 */
export interface RawBodyRoute<O> extends GuardedRoute {
  handler: (request: OperationRequest<O, Buffer>, reply: OperationReply) => Answer<O> | Promise<Answer<O>>;
}

type RawHandler = (request: FastifyRequest, reply: OperationReply) => RuntimeAnswer | Promise<RuntimeAnswer>;

export function registerRawBodyRoute(app: FastifyInstance, operation: Operation, route: RawBodyRoute<unknown>): void {
  const handler = route.handler as unknown as RawHandler;
  void app.register(async (scope) => {
    // Parsers are per encapsulated scope: only this route reads bodies as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(operation.requestMediaTypes, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.route({
      method: operation.method,
      url: routeUrl(operation),
      schema: operation.schema,
      // Without a token, the caller is a provider's machine (a webhook): what it records is the system's doing.
      config: { anonymousActor: 'system' },
      ...routeGuards(route),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!Buffer.isBuffer(request.body)) request.body = Buffer.alloc(0);
        return sendAnswer(reply, operation, await handler(request, reply));
      },
    });
  });
}
